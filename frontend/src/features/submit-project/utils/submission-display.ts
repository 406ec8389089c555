import type { ListingType } from '../../../lib/api-types';
import { reviewStatusBadge, type StatusBadge } from '../../../lib/badge-style';

export type StatusBadgeStyle = StatusBadge;

/** The same review-state badge as everywhere else in the product (lib/badge-style). */
export function verificationBadge(status: string): StatusBadgeStyle {
  return reviewStatusBadge(status);
}

const LISTING_NAMES: Record<ListingType, string> = { free: 'Free', featured: 'Featured', verified: 'Verified' };

export function listingTypeName(listingType: string): string {
  return LISTING_NAMES[listingType as ListingType] ?? listingType;
}

export function listingTypeLabel(listingType: string): string {
  return `${listingTypeName(listingType)} listing`;
}

/** A free listing's payment is 'completed' by rule; saying "no payment needed" is what it means. */
export function paymentLabel(listingType: string, paymentStatus: string): string {
  if (listingType === 'free') return 'No payment needed';
  return paymentStatus === 'completed' ? 'Payment recorded' : 'Payment pending';
}

/** A submission's fields as the form's values, to edit them. */
export function formValuesOf(submission: {
  projectName: string;
  category: string;
  description: string;
  website: string | null;
  logo: string | null;
  twitter: string | null;
  telegram: string | null;
  listingType: ListingType;
}) {
  return {
    projectName: submission.projectName,
    category: submission.category,
    description: submission.description,
    website: submission.website ?? '',
    logo: submission.logo ?? '',
    twitter: submission.twitter ?? '',
    telegram: submission.telegram ?? '',
    listingType: submission.listingType,
  };
}
