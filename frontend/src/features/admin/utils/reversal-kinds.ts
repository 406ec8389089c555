export type ReversalKind =
  'unpublish-article' | 'reopen-article' | 'reopen-submission' | 'unverify-project' | 'revoke-partner';

export const REVERSAL_REASON_MAX_LENGTH = 1000;

export interface ReversalText {
  title: string;
  consequence: string;
  confirmLabel: string;
  successMessage: string;
}

export const REVERSAL_KINDS: Record<ReversalKind, ReversalText> = {
  'unpublish-article': {
    title: 'Unpublish article',
    consequence: 'The article leaves the public pages at once; the partner can edit and resubmit it.',
    confirmLabel: 'Unpublish',
    successMessage: 'The article is unpublished and the partner notified.',
  },
  'reopen-article': {
    title: 'Reopen article',
    consequence: 'The rejection is cleared and the article waits in the Articles queue for a new decision.',
    confirmLabel: 'Reopen',
    successMessage: 'The article is back in the Articles queue.',
  },
  'reopen-submission': {
    title: 'Reopen submission',
    consequence:
      'The decision is cleared and the submission waits in the queue again; an approved project leaves the directory until it is approved again.',
    confirmLabel: 'Reopen',
    successMessage: 'The submission is back in the queue.',
  },
  'unverify-project': {
    title: 'Unverify project',
    consequence: 'The project stays listed without its Verified badge and waits in the verification queue again.',
    confirmLabel: 'Unverify',
    successMessage: 'The project is no longer verified.',
  },
  'revoke-partner': {
    title: 'Revoke partner',
    consequence: 'The owner becomes a regular user at once and loses the partner tools; their records stay readable.',
    confirmLabel: 'Revoke partner',
    successMessage: 'The partner is revoked.',
  },
};

const REVERSIBLE_ACTIONS: Record<string, ReversalKind> = {
  'article.publish': 'unpublish-article',
  'article.reject': 'reopen-article',
  'project-submission.approve': 'reopen-submission',
  'project-submission.reject': 'reopen-submission',
  'project.verify': 'unverify-project',
  'partner.approve': 'revoke-partner',
};

/** The reversal that undoes an audited decision, or null when the action has none. */
export function reversalForAuditAction(action: string): ReversalKind | null {
  return REVERSIBLE_ACTIONS[action] ?? null;
}

/** Why the reason cannot be sent yet, or null when it can. */
export function reversalReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'A reason is required';
  if (trimmed.length > REVERSAL_REASON_MAX_LENGTH) return `At most ${REVERSAL_REASON_MAX_LENGTH} characters`;
  return null;
}
