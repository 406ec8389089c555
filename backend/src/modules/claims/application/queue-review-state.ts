import { Injectable } from '@nestjs/common';
import { isOverdue, type ReviewQueue } from '../../../kernel/lifecycle/review-target';
import { ModerationClaimsUseCase, type ClaimView } from './moderation-claims.use-case';

/** What a pending queue item carries beside its own fields: its target, whether it is late, who claimed it. */
export interface ReviewState {
  reviewTargetHours: number;
  overdue: boolean;
  claimedBy: ClaimView | null;
}

interface QueueItem {
  id: number;
  createdAt: Date;
}

interface Reviewed<T> {
  /** The claims the items were given, as holdersSignature writes them. */
  claims: string;
  /** When an item turns overdue or a claim lapses: the items are out of date from then on. */
  validUntil: number;
  items: readonly T[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Adds the review state to a page of queue items after the page is read, so a cached page never
 * carries an `overdue` or a claim that time or another admin has since changed.
 *
 * The result for a cached page (the same frozen array until its table changes) is kept with the
 * page and handed out again, the same array, while the page's claims are the same and no item has
 * turned overdue nor claim lapsed since; an answer serialised once per source array
 * (serializedOnce) is then serialised once for all those requests.
 */
@Injectable()
export class QueueReviewState {
  private readonly reviewed = new WeakMap<readonly object[], Reviewed<object>>();

  constructor(private readonly claims: ModerationClaimsUseCase) {}

  /**
   * The items with their review state: every item, or, given `isPending`, the pending ones (the
   * others are handed back as they are).
   */
  of<T extends QueueItem>(
    kind: ReviewQueue,
    items: readonly T[],
    targetHoursOf: (item: T) => number,
  ): Promise<(T & ReviewState)[]>;
  of<T extends QueueItem>(
    kind: ReviewQueue,
    items: readonly T[],
    targetHoursOf: (item: T) => number,
    isPending: (item: T) => boolean,
  ): Promise<(T | (T & ReviewState))[]>;
  async of<T extends QueueItem>(
    kind: ReviewQueue,
    items: readonly T[],
    targetHoursOf: (item: T) => number,
    isPending: (item: T) => boolean = () => true,
  ): Promise<(T | (T & ReviewState))[]> {
    const pending = items.filter(isPending);
    const holders = await this.claims.holdersOf(
      kind,
      pending.map((item) => item.id),
    );
    const claims = holdersSignature(holders);
    const now = Date.now();
    const known = this.reviewed.get(items) as Reviewed<T | (T & ReviewState)> | undefined;
    if (known && known.claims === claims && now < known.validUntil) return known.items as (T | (T & ReviewState))[];

    let validUntil = Infinity;
    for (const holder of holders.values())
      validUntil = Math.min(validUntil, this.claims.expiryOf(holder.claimedAt).getTime() + 1);
    const reviewed = items.map((item) => {
      if (!isPending(item)) return item;
      const reviewTargetHours = targetHoursOf(item);
      const dueAt = new Date(item.createdAt).getTime() + reviewTargetHours * HOUR_MS;
      if (dueAt >= now) validUntil = Math.min(validUntil, dueAt + 1);
      return {
        ...item,
        reviewTargetHours,
        overdue: isOverdue(item.createdAt, reviewTargetHours, new Date(now)),
        claimedBy: holders.get(item.id) ?? null,
      };
    });
    // Only a cached page comes back as the same array; a fresh read is answered once and forgotten.
    if (Object.isFrozen(items)) this.reviewed.set(items, { claims, validUntil, items: Object.freeze(reviewed) });
    return reviewed;
  }
}

function holdersSignature(holders: ReadonlyMap<number, ClaimView>): string {
  let signature = '';
  for (const [id, holder] of holders) signature += `${id}:${holder.username}:${new Date(holder.claimedAt).getTime()};`;
  return signature;
}
