import { Injectable } from '@nestjs/common';
import { Not } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  SubmissionAccountDataRepository,
  type ExportedChainPayment,
  type ExportedQuote,
} from '../application/submission-account-data';
import type { ArticleSubmission } from '../domain/article-submission';
import type { ListingPayment } from '../domain/listing-payment';
import type { ProjectSubmission } from '../domain/project-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';
import { CHAIN_PAYMENTS_OF_ACCOUNT, QUOTES_OF_ACCOUNT } from './account-data.statements';
import { ListingPaymentEntity } from './listing-payment.entity';
import { ProjectSubmissionEntity } from './project-submission.entity';

@Injectable()
export class TypeormSubmissionAccountDataRepository extends SubmissionAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get articles() {
    return this.unitOfWork.manager().getRepository(ArticleSubmissionEntity);
  }

  private get projectSubmissions() {
    return this.unitOfWork.manager().getRepository(ProjectSubmissionEntity);
  }

  articlesOf(partnerId: number): Promise<ArticleSubmission[]> {
    return this.articles.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  projectSubmissionsOf(userId: number): Promise<ProjectSubmission[]> {
    return this.projectSubmissions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  listingPaymentsOf(userId: number): Promise<ListingPayment[]> {
    return this.unitOfWork
      .manager()
      .getRepository(ListingPaymentEntity)
      .createQueryBuilder('payment')
      .select([
        'payment.id',
        'payment.submissionId',
        'payment.amountCents',
        'payment.currency',
        'payment.reference',
        'payment.paidOn',
        'payment.recordedAt',
      ])
      .innerJoin(ProjectSubmissionEntity, 'submission', 'submission.id = payment.submissionId')
      .where('submission.userId = :userId', { userId })
      .orderBy('payment.recordedAt', 'DESC')
      .addOrderBy('payment.id', 'DESC')
      .getMany();
  }

  listingQuotesOf(userId: number): Promise<ExportedQuote[]> {
    return this.unitOfWork.manager().query(QUOTES_OF_ACCOUNT, [userId]);
  }

  chainPaymentsOf(userId: number): Promise<ExportedChainPayment[]> {
    return this.unitOfWork.manager().query(CHAIN_PAYMENTS_OF_ACCOUNT, [userId]);
  }

  async deleteUnpublishedArticles(partnerId: number): Promise<void> {
    await this.articles.delete({ partnerId, status: Not('approved') });
  }

  async deleteProjectSubmissions(userId: number): Promise<void> {
    await this.projectSubmissions.delete({ userId });
  }
}
