import type { ListingType, PaymentStatus, SubmissionStatus } from '../../../lib/api-types';

export interface StatusBadgeStyle {
  label: string;
  color: 'warning' | 'success' | 'error' | 'default';
  variant: 'filled' | 'outlined';
}

/** Each review state has its own colour, so the list can be scanned at a glance. */
export function verificationBadge(status: SubmissionStatus | string): StatusBadgeStyle {
  switch (status) {
    case 'approved':
      return { label: 'Approved', color: 'success', variant: 'filled' };
    case 'rejected':
      return { label: 'Rejected', color: 'error', variant: 'filled' };
    case 'pending':
      return { label: 'Pending', color: 'warning', variant: 'outlined' };
    default:
      return { label: status === '' ? 'Unknown' : status, color: 'default', variant: 'outlined' };
  }
}

const LISTING_NAMES: Record<ListingType, string> = { free: 'Free', featured: 'Featured', verified: 'Verified' };

export function listingTypeName(listingType: ListingType | string): string {
  return LISTING_NAMES[listingType as ListingType] ?? listingType;
}

export function listingTypeLabel(listingType: ListingType | string): string {
  return `${listingTypeName(listingType)} listing`;
}

/** A free listing's payment is 'completed' by rule; saying "no payment needed" is what it means. */
export function paymentLabel(listingType: ListingType | string, paymentStatus: PaymentStatus | string): string {
  if (listingType === 'free') return 'No payment needed';
  return paymentStatus === 'completed' ? 'Payment completed' : 'Payment pending';
}
