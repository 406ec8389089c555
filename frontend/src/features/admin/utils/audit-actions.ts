import { reviewStatusBadge, type StatusBadge } from '../../../lib/badge-style';

export type BadgeStyle = StatusBadge;

const ACTION_LABELS: Record<string, string> = {
  'partner.approve': 'Approved partner',
  'partner.reject': 'Rejected partner',
  'project.verify': 'Verified project',
  'project.reject': 'Rejected project',
  'article.publish': 'Published article',
  'article.reject': 'Rejected article',
  'project-submission.approve': 'Approved submission',
  'project-submission.reject': 'Rejected submission',
  'project-submission.payment': 'Recorded listing payment',
  'project-submission.quote': 'Issued listing quote',
  'project-submission.payment-on-chain': 'Listing paid on chain',
  'article.unpublish': 'Unpublished article',
  'article.reopen': 'Reopened article',
  'project.unverify': 'Unverified project',
  'project-submission.reopen': 'Reopened submission',
  'partner.revoke': 'Revoked partner',
  'user.disable': 'Disabled account',
  'user.enable': 'Enabled account',
  'user.password-reset-link': 'Issued password-reset link',
  'referral-conversion.confirm': 'Confirmed referral conversion',
  'referral-conversion.void': 'Voided referral conversion',
  'ownership-signer.accept': 'Accepted ownership signer',
  'ownership-signer.reject': 'Rejected ownership signer',
};

/** The actions this client can name, offered as the audit log's action filter. */
export const AUDIT_ACTIONS: readonly string[] = Object.keys(ACTION_LABELS);

/** Audit actions in words; an action this client does not know yet is shown as recorded. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const TARGET_TYPE_LABELS: Record<string, string> = {
  partner: 'Partner',
  project: 'Project',
  article: 'Article',
  'project-submission': 'Project submission',
  user: 'User',
  'referral-conversion': 'Referral conversion',
  'ownership-signer': 'Ownership signer',
};

export const AUDIT_TARGET_TYPES: readonly string[] = Object.keys(TARGET_TYPE_LABELS);

export function targetTypeLabel(targetType: string): string {
  return TARGET_TYPE_LABELS[targetType] ?? targetType;
}

/** Decisions and submission states share the product's review-state badges; verified and published approve. */
export function statusBadge(status: string): BadgeStyle {
  if (status === 'verified' || status === 'published') {
    return { ...reviewStatusBadge('approved'), label: status === 'verified' ? 'Verified' : 'Published' };
  }
  return reviewStatusBadge(status);
}
