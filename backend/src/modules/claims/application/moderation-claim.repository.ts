import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';
import type { ClaimHolder, ClaimedItem } from '../domain/moderation-claim';

/** Claims older than `validSince` have expired: they are read as absent and may be taken over. */
export abstract class ModerationClaimRepository {
  /** Takes or renews the claim unless another admin holds a valid one; the claim time, or null when refused. */
  abstract take(item: ClaimedItem, adminId: number, validSince: Date): Promise<Date | null>;
  /** Removes the admin's own valid claim; whether there was one. */
  abstract release(item: ClaimedItem, adminId: number, validSince: Date): Promise<boolean>;
  abstract end(item: ClaimedItem): Promise<void>;
  abstract holder(item: ClaimedItem, validSince: Date): Promise<ClaimHolder | null>;
  abstract holders(kind: ReviewQueue, ids: readonly number[], validSince: Date): Promise<Map<number, ClaimHolder>>;
  /** Whether the item exists and still waits for a decision; null when unknown. */
  abstract isPending(item: ClaimedItem): Promise<boolean | null>;
}
