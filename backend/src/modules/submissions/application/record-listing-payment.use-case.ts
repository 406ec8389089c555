import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import {
  formatUsd,
  hasFeaturedPlacement,
  latestPaymentDay,
  paymentRecordingRefusal,
  type ListingPayment,
  type NewListingPayment,
} from '../domain/listing-payment';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { ListingPaymentRepository, type PayableListing } from './listing-payment.repository';

export interface RecordedListingPayment {
  listing: PayableListing;
  payment: ListingPayment;
  /** The directory project that gains its Featured placement with this payment, if any. */
  featuredProjectId: number | null;
}

/**
 * An admin records the payment of a featured or verified listing: the submission's payment
 * becomes completed and its owner's timeline says so. Runs inside the caller's transaction
 * (with the audit entry and the owner's notification).
 */
@Injectable()
export class RecordListingPaymentUseCase {
  constructor(
    private readonly payments: ListingPaymentRepository,
    private readonly timeline: TimelineRepository,
  ) {}

  async execute(
    submissionId: number,
    payment: NewListingPayment,
    adminId: number,
    now = new Date(),
  ): Promise<RecordedListingPayment> {
    if (payment.paidOn > latestPaymentDay(now))
      throw new DomainError('VALIDATION_FAILED', 'The payment date cannot be in the future');
    const listing = await this.payments.lockListing(submissionId);
    if (!listing) throw new DomainError('NOT_FOUND', 'Project submission not found');
    const refusal = paymentRecordingRefusal(listing);
    if (refusal) throw new DomainError('CONFLICT', refusal);
    const recorded = await this.payments.record(submissionId, payment, adminId);
    if (!recorded) throw new DomainError('CONFLICT', 'The payment for this listing was already recorded');
    await this.timeline.record({
      itemKind: 'project-submission',
      itemId: submissionId,
      event: 'payment-recorded',
      actor: 'admin',
      actorId: adminId,
      outcome: 'completed',
      notes: `${formatUsd(payment.amountCents)}, reference ${payment.reference}, paid on ${payment.paidOn}`,
    });
    const paid = { ...listing, paymentStatus: 'completed' as const };
    const featuredProjectId =
      paid.verificationStatus === 'approved' && paid.projectId !== null && hasFeaturedPlacement(paid)
        ? paid.projectId
        : null;
    return { listing: paid, payment: recorded, featuredProjectId };
  }
}
