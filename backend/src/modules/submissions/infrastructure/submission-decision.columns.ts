import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

/**
 * The columns of an article's or project submission's last decision: written together when an
 * admin decides, cleared together when the item is back in review (resubmitted or reopened).
 */
export const UNDECIDED = { adminNotes: null, reasonCode: null, decidedAt: null, decidedBy: null } as const;

export function decidedNow(deciderId: number, adminNotes: string | null, reasonCode: ReasonCode | null) {
  return { adminNotes, reasonCode, decidedAt: () => 'now()', decidedBy: deciderId };
}
