import type { Role } from '../../../kernel/auth/session-user';
import type { NotificationEvent } from './notification-event';

/** What a person can choose to hear about by email; each event belongs to one kind. */
export const NOTIFICATION_KINDS = {
  'submission-decided': {
    label: 'Decisions on my submissions',
    description: 'When an admin approves or rejects a project listing or an article you submitted.',
    roles: ['user', 'partner', 'admin'],
  },
  'partner-profile-decided': {
    label: 'My partner application',
    description: 'When an admin approves or rejects your partner profile.',
    roles: ['user', 'partner', 'admin'],
  },
  'referral-converted': {
    label: 'Referral signups',
    description:
      'When someone signs up through one of your referral links, or an admin voids such a signup after review.',
    roles: ['partner', 'admin'],
  },
  'pending-review': {
    label: 'New work to review',
    description: 'A new partner application, project submission or article waiting for a decision.',
    roles: ['admin'],
  },
  'contact-message': {
    label: 'Contact messages',
    description: 'A new message sent with the contact form.',
    roles: ['admin'],
  },
} as const satisfies Record<string, { label: string; description: string; roles: readonly Role[] }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

export function kindsFor(role: Role): NotificationKind[] {
  return (Object.keys(NOTIFICATION_KINDS) as NotificationKind[]).filter((kind) =>
    (NOTIFICATION_KINDS[kind].roles as readonly Role[]).includes(role),
  );
}

export function kindOf(event: NotificationEvent): NotificationKind {
  switch (event.type) {
    case 'project-submission.decided':
    case 'project-submission.payment-recorded':
    case 'project-submission.quote-issued':
    case 'project-submission.paid-on-chain':
    case 'project-submission.chain-payment-refused':
    case 'article-submission.decided':
    case 'project.verification-decided':
    case 'article-submission.unpublished':
    case 'article-submission.reopened':
    case 'project-submission.reopened':
    case 'project.unverified':
    case 'ownership-proof.lapsed':
    case 'ownership-proof.checked':
    case 'ownership-signer.decided':
      return 'submission-decided';
    case 'partner-profile.decided':
    case 'partner-profile.revoked':
      return 'partner-profile-decided';
    case 'referral.converted':
    case 'referral.conversion-voided':
      return 'referral-converted';
    case 'partner-profile.submitted':
    case 'project-submission.submitted':
    case 'project-submission.chain-payment-received':
    case 'article-submission.submitted':
    case 'ownership-proof.lapsed-for-review':
      return 'pending-review';
    case 'contact-message.received':
      return 'contact-message';
  }
}

/** Who hears of an event: its owner, or every admin. */
export type Audience = { owner: number } | 'admins';

export function audienceOf(event: NotificationEvent): Audience {
  return 'ownerUserId' in event ? { owner: event.ownerUserId } : 'admins';
}
