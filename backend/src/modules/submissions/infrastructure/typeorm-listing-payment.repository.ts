import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ListingPaymentRepository, type PayableListing } from '../application/listing-payment.repository';
import type { ListingPayment, NewListingPayment } from '../domain/listing-payment';
import { ListingPaymentEntity } from './listing-payment.entity';
import { ProjectSubmissionEntity } from './project-submission.entity';

@Injectable()
export class TypeormListingPaymentRepository extends ListingPaymentRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  lockListing(id: number): Promise<PayableListing | null> {
    return this.readListing(id, true);
  }

  listing(id: number): Promise<PayableListing | null> {
    return this.readListing(id, false);
  }

  async completeOnChain(submissionId: number): Promise<boolean> {
    const { affected } = await this.unitOfWork
      .manager()
      .getRepository(ProjectSubmissionEntity)
      .update({ id: submissionId, paymentStatus: 'pending' }, { paymentStatus: 'completed' });
    return Boolean(affected);
  }

  private async readListing(id: number, lock: boolean): Promise<PayableListing | null> {
    const query = this.unitOfWork
      .manager()
      .getRepository(ProjectSubmissionEntity)
      .createQueryBuilder('submission')
      .select([
        'submission.id',
        'submission.userId',
        'submission.projectName',
        'submission.listingType',
        'submission.paymentStatus',
        'submission.verificationStatus',
        'submission.projectId',
      ])
      .where('submission.id = :id', { id });
    const listing = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    return listing ?? null;
  }

  async record(submissionId: number, payment: NewListingPayment, recordedBy: number): Promise<ListingPayment | null> {
    const manager = this.unitOfWork.manager();
    const { affected } = await manager
      .getRepository(ProjectSubmissionEntity)
      .update({ id: submissionId, paymentStatus: 'pending' }, { paymentStatus: 'completed' });
    if (!affected) return null;
    const payments = manager.getRepository(ListingPaymentEntity);
    const { recordedBy: _recordedBy, ...saved } = await payments.save(
      payments.create({ ...payment, submissionId, currency: 'USD', recordedBy }),
    );
    return saved;
  }
}
