import type { ListingType, PaymentStatus, SubmissionStatus } from '../../../lib/api-types';
import { reviewStatusBadge, type StatusBadge } from '../../../lib/badge-style';

export type StatusBadgeStyle = StatusBadge;

/** The same review-state badge as everywhere else in the product (lib/badge-style). */
export function verificationBadge(status: SubmissionStatus | string): StatusBadgeStyle {
  return reviewStatusBadge(status);
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

type Resubmission = { allowed: boolean; from: string | null } | null;

/** What a rejected submission's owner may do next, in words; null unless rejected. */
export function resubmissionText(resubmission: Resubmission, now = new Date()): string | null {
  if (!resubmission) return null;
  if (!resubmission.allowed || !resubmission.from) return 'This submission cannot be resubmitted.';
  const from = new Date(resubmission.from);
  return from > now ? `You may resubmit from ${from.toLocaleDateString()}.` : 'You may edit and resubmit it now.';
}

/** Whether the owner may resubmit now: a withdrawn item always, a rejected one when its reason allows it by now. */
export function canResubmitNow(status: string, resubmission: Resubmission, now = new Date()): boolean {
  if (status === 'withdrawn') return true;
  return status === 'rejected' && !!resubmission?.allowed && !!resubmission.from && new Date(resubmission.from) <= now;
}

const EVENT_WORDS: Record<string, string> = {
  submitted: 'submitted it',
  edited: 'edited it',
  withdrawn: 'withdrew it',
  resubmitted: 'resubmitted it',
  reopened: 'reopened it',
  reversed: 'reversed the decision',
};

/** One timeline line, e.g. "An admin rejected it (Needs more detail)". */
export function timelineText(entry: { event: string; actorLabel: string; outcome: string | null; reasonLabel: string | null }): string {
  if (entry.event === 'decided') {
    const reason = entry.reasonLabel ? ` (${entry.reasonLabel})` : '';
    return `${entry.actorLabel} ${entry.outcome ?? 'decided'} it${reason}`;
  }
  return `${entry.actorLabel} ${EVENT_WORDS[entry.event] ?? entry.event}`;
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
