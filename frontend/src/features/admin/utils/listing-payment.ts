import type { ListingType, PaymentStatus, ProjectSubmission, RecordPaymentRequest } from '../../../lib/api-types';

/** The server's limits for a recorded payment (RecordPaymentDto). */
export const PAYMENT_LIMITS = { reference: 100, maxAmount: 10_000_000 } as const;

export interface PaymentFormValues {
  amount: string;
  reference: string;
  /** YYYY-MM-DD, from a date input. */
  paidOn: string;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The admin's own today as YYYY-MM-DD, the date input's default and latest allowed day. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

function isRealDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Checks the form the way the server does; `today` is the latest day a payment may carry. */
export function validatePaymentForm(values: PaymentFormValues, today: string): PaymentFormErrors {
  const errors: PaymentFormErrors = {};
  const amount = values.amount.trim();
  if (amount === '') errors.amount = 'Enter the amount paid';
  else if (!AMOUNT.test(amount)) errors.amount = 'Enter an amount in dollars with at most two decimals';
  else if (Number(amount) <= 0) errors.amount = 'The amount must be positive';
  else if (Number(amount) > PAYMENT_LIMITS.maxAmount)
    errors.amount = `The amount must be at most ${PAYMENT_LIMITS.maxAmount}`;

  const reference = values.reference.trim();
  if (reference === '') errors.reference = 'Enter the invoice or transfer reference';
  else if (reference.length > PAYMENT_LIMITS.reference)
    errors.reference = `At most ${PAYMENT_LIMITS.reference} characters`;

  if (values.paidOn === '') errors.paidOn = 'Enter the day it was paid';
  else if (!isRealDay(values.paidOn)) errors.paidOn = 'Enter a valid date';
  else if (values.paidOn > today) errors.paidOn = 'The payment date cannot be in the future';
  return errors;
}

export function toPaymentRequest(values: PaymentFormValues): RecordPaymentRequest {
  return { amount: Number(values.amount.trim()), reference: values.reference.trim(), paidOn: values.paidOn };
}

/** Featured and verified listings are paid for; a free one never waits for a payment. */
export function awaitsPayment(listing: { listingType: ListingType; paymentStatus: PaymentStatus }): boolean {
  return listing.listingType !== 'free' && listing.paymentStatus === 'pending';
}

/** Payments are taken for listings in review or approved; a rejected or withdrawn one is not charged. */
export function canRecordPayment(listing: {
  listingType: ListingType;
  paymentStatus: PaymentStatus;
  verificationStatus: ProjectSubmission['verificationStatus'];
}): boolean {
  return (
    awaitsPayment(listing) && (listing.verificationStatus === 'pending' || listing.verificationStatus === 'approved')
  );
}

/** The payment chip of a paid tier's card; none for free listings. */
export function paymentChip(listing: {
  listingType: ListingType;
  paymentStatus: PaymentStatus;
}): { label: string; color: 'warning' | 'success' } | null {
  if (listing.listingType === 'free') return null;
  return awaitsPayment(listing) ? { label: 'Payment pending', color: 'warning' } : { label: 'Paid', color: 'success' };
}
