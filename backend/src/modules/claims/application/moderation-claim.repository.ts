import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';
import type { ClaimHolder, ClaimedItem } from '../domain/moderation-claim';

/** Claims older than `validSince` have expired: they are read as absent and may be taken over. */
export abstract class ModerationClaimRepository {
  /** Takes or renews the claim unless another admin holds a valid one; the claim time, or null when refused. */
  abstract take(item: ClaimedItem, adminId: number, validSince: Date): Promise<Date | null>;
  /** Removes the admin's own valid claim; whether there was one. */
  abstract release(item: ClaimedItem, adminId: number, validSince: Date): Promise<boolean>;
  /**
   * Locks the item's row until the transaction ends (FOR UPDATE: a decision), so a claim or a
   * decision of the same item waits for it; nothing when the item is unknown.
   */
  abstract lockForDecision(item: ClaimedItem): Promise<void>;
  /** Deletes the item's claim, lapsed or not, read fresh from the table (never the cache); the claim it deleted, or null. */
  abstract endAndRead(item: ClaimedItem): Promise<ClaimHolder | null>;
  abstract holder(item: ClaimedItem, validSince: Date): Promise<ClaimHolder | null>;
  abstract holders(kind: ReviewQueue, ids: readonly number[], validSince: Date): Promise<Map<number, ClaimHolder>>;
  /**
   * Whether the item exists and still waits for a decision; null when unknown. With `lock`, the
   * item's row is also locked FOR SHARE until the transaction ends, so a decision of it waits.
   */
  abstract isPending(item: ClaimedItem, options?: { lock?: boolean }): Promise<boolean | null>;
}
