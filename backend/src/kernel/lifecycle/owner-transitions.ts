import { resubmissionRefusal, resubmittableFrom, type ReasonCode } from './reason-code';

/** The statuses every owner-submitted item goes through. */
export type LifecycleStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export type OwnerAction = 'edit' | 'withdraw' | 'resubmit';

/** Where an owner action moves the item: resubmit to pending, withdraw to withdrawn; an edit (null) keeps its status. */
export type StatusAfterOwnerAction = 'pending' | 'withdrawn' | null;

export interface DecisionState {
  status: LifecycleStatus;
  reasonCode: ReasonCode | null;
  decidedAt: Date | null;
}

/**
 * What an owner may do with their item: edit or withdraw it while it is pending; resubmit it
 * (edited) once withdrawn, or once rejected when the rejection's reason code allows it by now.
 * Answers null when allowed, else the message of the 409.
 */
export function ownerActionRefusal(action: OwnerAction, state: DecisionState, now: Date): string | null {
  if (action !== 'resubmit') {
    return state.status === 'pending'
      ? null
      : `Only a pending item can be ${action === 'edit' ? 'edited' : 'withdrawn'}; this one is ${state.status}`;
  }
  if (state.status === 'withdrawn') return null;
  if (state.status !== 'rejected')
    return `Only a rejected or withdrawn item can be resubmitted; this one is ${state.status}`;
  return resubmissionRefusal(state.reasonCode ?? 'other', state.decidedAt ?? now, now);
}

/** Whether and from when a rejected item may be resubmitted; null unless rejected. */
export function resubmissionOf(state: DecisionState): { allowed: boolean; from: Date | null } | null {
  if (state.status !== 'rejected') return null;
  const from = resubmittableFrom(state.reasonCode ?? 'other', state.decidedAt ?? new Date(0));
  return { allowed: from !== null, from };
}
