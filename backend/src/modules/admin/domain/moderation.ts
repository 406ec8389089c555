export interface Actor {
  id: number;
  username: string;
}

/** Who the audit log names for a change the system made on its own (no admin id). */
export interface SystemActor {
  id: null;
  username: string;
}

export const CHAIN_CHECK_ACTOR: SystemActor = { id: null, username: 'chain check' };

export const AUDIT_ACTIONS = [
  'partner.approve',
  'partner.reject',
  'project.verify',
  'project.reject',
  'article.publish',
  'article.reject',
  'project-submission.approve',
  'project-submission.reject',
  'project-submission.payment',
  'project-submission.quote',
  'project-submission.payment-on-chain',
  'article.unpublish',
  'article.reopen',
  'project.unverify',
  'project-submission.reopen',
  'partner.revoke',
  'user.disable',
  'user.enable',
  'user.password-reset-link',
  'referral-conversion.confirm',
  'referral-conversion.void',
  'ownership-signer.accept',
  'ownership-signer.reject',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audited change changed: the values of the changed fields, before or after it. */
export type AuditValues = Readonly<Record<string, string | number | boolean | null>>;

export interface AuditEntry {
  id: number;
  adminId: number | null;
  adminUsername: string;
  action: AuditAction;
  targetType:
    'partner' | 'project' | 'article' | 'project-submission' | 'user' | 'referral-conversion' | 'ownership-signer';
  targetId: number;
  targetLabel: string;
  outcome: string;
  notes: string | null;
  /** Null for entries written before values were recorded. */
  before: AuditValues | null;
  after: AuditValues | null;
  createdAt: Date;
}

export const ADMIN_NOTES_MAX_LENGTH = 1000;

/** A reversal's required reason, shown to the owner. */
export const REVERSAL_REASON_MAX_LENGTH = 1000;
