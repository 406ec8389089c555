import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { formatUsd, type ListingPayment, type NewListingPayment } from '../../submissions/domain/listing-payment';
import { listingPaymentPolicy } from '../../submissions/domain/listing-payment.policy';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';
import { carryOut, ModerationConsequences } from './moderation-consequences';
import { ModerationTargets } from './moderation-targets';

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
    private readonly targets: ModerationTargets,
    private readonly consequences: ModerationConsequences,
    private readonly audit: AuditLogRepository,
  ) {}

  execute(submissionId: number, payment: NewListingPayment, actor: Actor): Promise<RecordedPayment> {
    return this.transactions.run(async () => {
      // The submissions module records it only while the paid listing's payment is pending.
      const {
        listing,
        payment: recorded,
        featuredProjectId,
      } = await this.targets.of('project-submission').recordPayment(submissionId, payment, actor.id);
      let featured = false;
      const amount = formatUsd(recorded.amountCents);
      await carryOut(listingPaymentPolicy.effectsOf('pending', 'record'), {
        'feature-listing': async () => {
          featured = featuredProjectId !== null && (await this.targets.of('project').feature(featuredProjectId));
        },
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: 'project-submission.payment',
            targetType: 'project-submission',
            targetId: submissionId,
            targetLabel: listing.projectName,
            outcome: 'completed',
            notes: `${amount}, reference ${recorded.reference}, paid on ${recorded.paidOn}`,
            before: { paymentStatus: 'pending' },
            after: {
              paymentStatus: 'completed',
              amount,
              reference: recorded.reference,
              paidOn: recorded.paidOn,
              featured,
            },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'project-submission.payment-recorded',
            submissionId,
            ownerUserId: listing.userId,
            projectName: listing.projectName,
            amount,
            reference: recorded.reference,
          }),
      });
      return { submissionId, paymentStatus: 'completed', payment: recorded, featured };
    });
  }
}
