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

/**
 * Adds the review state to a page of pending items after the page is read, so a cached page never
 * carries an `overdue` or a claim that time or another admin has since changed.
 */
@Injectable()
export class QueueReviewState {
  constructor(private readonly claims: ModerationClaimsUseCase) {}

  async of<T extends QueueItem>(kind: ReviewQueue, items: readonly T[], targetHoursOf: (item: T) => number): Promise<(T & ReviewState)[]> {
    const holders = await this.claims.holdersOf(kind, items.map((item) => item.id));
    const now = new Date();
    return items.map((item) => {
      const reviewTargetHours = targetHoursOf(item);
      return { ...item, reviewTargetHours, overdue: isOverdue(item.createdAt, reviewTargetHours, now), claimedBy: holders.get(item.id) ?? null };
    });
  }
}
