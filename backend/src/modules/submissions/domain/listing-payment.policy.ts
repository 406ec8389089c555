import { ModerationPolicy } from '../../../kernel/moderation/moderation-policy';
import type { PaymentStatus } from './project-submission';

export type ListingPaymentDecision = 'record';

/**
 * A paid listing's payment is recorded once (a free listing has none: `paymentRecordingRefusal`).
 * Recording it makes a Featured listing already in the directory Featured.
 */
export const listingPaymentPolicy = new ModerationPolicy<PaymentStatus, ListingPaymentDecision>('Listing payment', [
  {
    decision: 'record',
    from: ['pending'],
    to: 'completed',
    effects: ['timeline-entry', 'feature-listing', 'audit-entry', 'notify-owner'],
  },
]);
