export type ModerationKind = 'partner' | 'project' | 'article' | 'submission';

export interface ModerationKindText {
  /** Names the thing in dialogs: "Reject partner?" */
  noun: string;
  approveLabel: string;
  rejectLabel: string;
  successMessage: string;
  failureMessage: string;
  approveConsequence: string;
  rejectConsequence: string;
  noteHelp: string;
}

// Toast texts are the spec's (§8); the rest explains each decision's consequence (CONTRACT §4).
export const MODERATION_KINDS: Record<ModerationKind, ModerationKindText> = {
  partner: {
    noun: 'partner',
    approveLabel: 'Approve',
    rejectLabel: 'Reject',
    successMessage: 'Partner status updated',
    failureMessage: 'Failed to update partner',
    approveConsequence: 'The owner gets the partner role.',
    rejectConsequence: 'The profile is rejected and the owner keeps their current role.',
    noteHelp: 'Optional. Recorded in the audit log.',
  },
  project: {
    noun: 'project',
    approveLabel: 'Verify',
    rejectLabel: 'Reject',
    successMessage: 'Project verification updated',
    failureMessage: 'Failed to verify project',
    approveConsequence: 'The project shows the Verified badge in the directory.',
    rejectConsequence: 'The project stays listed without the Verified badge.',
    noteHelp: 'Optional. Recorded in the audit log.',
  },
  article: {
    noun: 'article',
    approveLabel: 'Publish',
    rejectLabel: 'Reject',
    successMessage: 'Article publication status updated',
    failureMessage: 'Failed to update article',
    approveConsequence: 'The article appears on the public articles page.',
    rejectConsequence: 'The article is not published. The partner sees your note.',
    noteHelp: 'Optional. Shown to the partner who submitted it.',
  },
  submission: {
    noun: 'submission',
    approveLabel: 'Approve',
    rejectLabel: 'Reject',
    successMessage: 'Submission status updated',
    failureMessage: 'Failed to update submission',
    approveConsequence: 'The project is added to the public directory.',
    rejectConsequence: 'The project is not listed. The submitter sees your note.',
    noteHelp: 'Optional. Shown to the submitter.',
  },
};

/** The spec's failure toast (§8): exactly 'Error' and the fixed text, never the server's words. */
export function failureToast(kind: ModerationKind): { title: 'Error'; description: string } {
  return { title: 'Error', description: MODERATION_KINDS[kind].failureMessage };
}

export interface DecisionProblem {
  id: number;
  /** The server's explanation (e.g. already decided by another admin), shown inline, not in the toast. */
  message: string;
}

/** The inline explanation of a failed decision; none when the server gave no message. */
export function decisionProblem(
  id: number,
  subject: string,
  serverMessage: string | undefined,
): DecisionProblem | null {
  if (!serverMessage) return null;
  return { id, message: subject ? `${subject}: ${serverMessage}` : serverMessage };
}

/** After 404 or 409 the item is gone from the queue, so its dialog has nothing left to decide. */
export function isStaleDecision(status: number | undefined): boolean {
  return status === 404 || status === 409;
}
