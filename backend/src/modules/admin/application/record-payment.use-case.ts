import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { Notifier } from '../../notifications/application/notifier';
import { FeatureProjectUseCase } from '../../projects/application/feature-project.use-case';
import { RecordListingPaymentUseCase as RecordPaymentInSubmissions } from '../../submissions/application/record-listing-payment.use-case';
import { formatUsd, type ListingPayment, type NewListingPayment } from '../../submissions/domain/listing-payment';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';

export interface RecordedPayment {
  submissionId: number;
  paymentStatus: 'completed';
  payment: ListingPayment;
  /** Whether this payment gave the listed project its Featured placement. */
  featured: boolean;
}

/**
 * An admin records a listing payment: the submission's payment completes, a Featured listing
 * already in the directory becomes Featured, and the audit entry, the owner's timeline entry and
 * notification commit with it, or nothing does.
 */
@Injectable()
export class RecordPaymentUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly payments: RecordPaymentInSubmissions,
    private readonly featuring: FeatureProjectUseCase,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
  ) {}

  execute(submissionId: number, payment: NewListingPayment, actor: Actor): Promise<RecordedPayment> {
    return this.transactions.run(async () => {
      const {
        listing,
        payment: recorded,
        featuredProjectId,
      } = await this.payments.execute(submissionId, payment, actor.id);
      const featured = featuredProjectId !== null && (await this.featuring.execute(featuredProjectId));
      const amount = formatUsd(recorded.amountCents);
      const entry = {
        actor,
        action: 'project-submission.payment' as const,
        targetType: 'project-submission' as const,
        targetId: submissionId,
        targetLabel: listing.projectName,
        outcome: 'completed',
        notes: `${amount}, reference ${recorded.reference}, paid on ${recorded.paidOn}`,
        before: { paymentStatus: 'pending' },
        after: { paymentStatus: 'completed', amount, reference: recorded.reference, paidOn: recorded.paidOn, featured },
      };
      await this.audit.record(entry);
      await this.notifier.notify({
        type: 'project-submission.payment-recorded',
        submissionId,
        ownerUserId: listing.userId,
        projectName: listing.projectName,
        amount,
        reference: recorded.reference,
      });
      return { submissionId, paymentStatus: 'completed', payment: recorded, featured };
    });
  }
}
