/** Owner-facing words for the lifecycle of submitted items (project and article submissions, partner profiles). */

export type Resubmission = { allowed: boolean; from: string | null } | null;

/** The words of resubmitting: submissions are resubmitted, partner profiles re-applied for. */
export interface ResubmitWording {
  button: string;
  withdrawnHint: string;
  never: string;
  fromPrefix: string;
  now: string;
}

export const SUBMISSION_WORDING: ResubmitWording = {
  button: 'Edit and resubmit',
  withdrawnHint: 'You can edit and resubmit it.',
  never: 'This submission cannot be resubmitted.',
  fromPrefix: 'You may resubmit from',
  now: 'You may edit and resubmit it now.',
};

export const REAPPLY_WORDING: ResubmitWording = {
  button: 'Re-apply',
  withdrawnHint: 'You can correct it and re-apply.',
  never: 'You cannot re-apply.',
  fromPrefix: 'You may re-apply from',
  now: 'You may correct it and re-apply now.',
};

/** What a rejected item's owner may do next, in words; null unless rejected. */
export function resubmissionText(
  resubmission: Resubmission,
  now = new Date(),
  wording = SUBMISSION_WORDING,
): string | null {
  if (!resubmission) return null;
  if (!resubmission.allowed || !resubmission.from) return wording.never;
  const from = new Date(resubmission.from);
  return from > now ? `${wording.fromPrefix} ${from.toLocaleDateString()}.` : wording.now;
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
  'payment-recorded': 'recorded the payment',
  'quote-issued': 'issued a quote',
  'payment-settled': 'paid on chain',
};

/** One timeline line, e.g. "An admin rejected it (Needs more detail)". */
export function timelineText(entry: {
  event: string;
  actorLabel: string;
  outcome: string | null;
  reasonLabel: string | null;
}): string {
  if (entry.event === 'decided') {
    const reason = entry.reasonLabel ? ` (${entry.reasonLabel})` : '';
    return `${entry.actorLabel} ${entry.outcome ?? 'decided'} it${reason}`;
  }
  return `${entry.actorLabel} ${EVENT_WORDS[entry.event] ?? entry.event}`;
}

/** The title and intro of the dialog that edits a pending item, or edits and resubmits it (`noun`: "article", "submission"). */
export function ownerEditDialogText(
  mode: 'edit' | 'resubmit',
  noun: string,
  requestId: string,
): { title: string; intro: string } {
  return mode === 'resubmit'
    ? {
        title: `${SUBMISSION_WORDING.button} ${requestId}`,
        intro: `Fix what the review asked for; the same ${noun} goes back to the review queue.`,
      }
    : { title: `Edit ${noun} ${requestId}`, intro: 'It stays in the review queue with your changes.' };
}
