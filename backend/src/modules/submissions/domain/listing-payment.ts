import type { ListingType, PaymentStatus } from './project-submission';

/** A payment an admin recorded for a featured or verified listing. Amounts are US dollars, in cents. */
export interface ListingPayment {
  id: number;
  submissionId: number;
  amountCents: number;
  currency: 'USD';
  reference: string;
  /** The day it was paid, YYYY-MM-DD. */
  paidOn: string;
  recordedAt: Date;
}

export type NewListingPayment = Pick<ListingPayment, 'amountCents' | 'reference' | 'paidOn'>;

export const LISTING_PAYMENT_LIMITS = {
  reference: 100,
  /** Ten million dollars: far above any listing price, and within an integer column. */
  maxAmountCents: 1_000_000_000,
} as const;

export const PAYMENT_NOT_RECORDED = 'Payment not recorded: record the payment or approve with an override and a note';

/** Why a payment cannot be recorded for this listing, or null when it can. */
export function paymentRecordingRefusal(listing: {
  listingType: ListingType;
  paymentStatus: PaymentStatus;
}): string | null {
  if (listing.listingType === 'free') return 'Free listings need no payment';
  if (listing.paymentStatus === 'completed') return 'The payment for this listing was already recorded';
  return null;
}

/**
 * The last day a payment can have been made: today somewhere on Earth (UTC+14), so an admin
 * ahead of the server's clock can enter their own today.
 */
export function latestPaymentDay(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export type ApprovalPaymentCheck =
  { allowed: true; overridden: boolean } | { allowed: false; code: 'CONFLICT' | 'VALIDATION_FAILED'; message: string };

/**
 * Approving a paid tier whose payment is still pending needs an explicit override with a note;
 * an override asked for without a note is refused whatever the payment state.
 */
export function approvalPaymentCheck(
  listing: { listingType: ListingType; paymentStatus: PaymentStatus },
  overridePayment: boolean,
  adminNotes: string | null,
): ApprovalPaymentCheck {
  if (overridePayment && !adminNotes?.trim()) {
    return { allowed: false, code: 'VALIDATION_FAILED', message: 'An approval with a payment override needs a note' };
  }
  const unpaid = listing.listingType !== 'free' && listing.paymentStatus === 'pending';
  if (!unpaid) return { allowed: true, overridden: false };
  if (!overridePayment) return { allowed: false, code: 'CONFLICT', message: PAYMENT_NOT_RECORDED };
  return { allowed: true, overridden: true };
}

/** Featured placement is what a Featured listing pays for: it starts once approved and paid. */
export function hasFeaturedPlacement(listing: { listingType: ListingType; paymentStatus: PaymentStatus }): boolean {
  return listing.listingType === 'featured' && listing.paymentStatus === 'completed';
}

export function formatUsd(amountCents: number): string {
  return `USD ${(amountCents / 100).toFixed(2)}`;
}
