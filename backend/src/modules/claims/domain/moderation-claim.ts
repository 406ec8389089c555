import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';

export interface ClaimHolder {
  adminId: number;
  username: string;
  claimedAt: Date;
}

export interface ClaimedItem {
  kind: ReviewQueue;
  id: number;
}

/** The words a second admin reads when the item is someone else's for now. */
export function claimedByMessage(holder: ClaimHolder): string {
  return `Claimed by ${holder.username} since ${holder.claimedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
