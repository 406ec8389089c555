import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import type { ReviewQueue } from '../../../kernel/lifecycle/review-target';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { claimedByMessage, type ClaimedItem } from '../domain/moderation-claim';
import { ModerationClaimRepository } from './moderation-claim.repository';

export interface ClaimView {
  username: string;
  claimedAt: Date;
}

/**
 * Claims keep two admins off the same pending item. A claim lapses after the configured minutes,
 * ends with the item's decision, and is ignored once the item is no longer pending.
 *
 * A claim and a decision of one item never overlap: the claim holds the item's row FOR SHARE while
 * it checks that the item is pending and takes the claim, and the decision locks it FOR UPDATE in
 * its own transaction before it reads the claim (`settleForDecision`). Whichever comes second
 * waits for the first to commit and then sees it: a claim of a decided item is a 409, and so is a
 * decision of an item another admin claimed, however close together they are.
 */
@Injectable()
export class ModerationClaimsUseCase {
  constructor(
    private readonly claims: ModerationClaimRepository,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  claim(item: ClaimedItem, admin: SessionUser): Promise<ClaimView> {
    return this.transactions.run(async () => {
      const pending = await this.claims.isPending(item, { lock: true });
      if (pending === null) throw new DomainError('NOT_FOUND', `No ${item.kind} with id ${item.id}`);
      if (!pending) throw new DomainError('CONFLICT', 'This item is no longer pending');
      const claimedAt = await this.claims.take(item, admin.id, this.validSince());
      if (claimedAt) return { username: admin.username, claimedAt };
      await this.assertNotHeldByOther(item, admin);
      throw new DomainError('CONFLICT', 'The item was claimed meanwhile; try again');
    });
  }

  async release(item: ClaimedItem, admin: SessionUser): Promise<void> {
    if (await this.claims.release(item, admin.id, this.validSince())) return;
    await this.assertNotHeldByOther(item, admin);
    throw new DomainError('NOT_FOUND', 'You hold no claim on this item');
  }

  /** Refuses anyone but the holder of a valid claim (from the cached claims; a decision uses `settleForDecision`). */
  async assertNotHeldByOther(item: ClaimedItem, admin: { id: number }): Promise<void> {
    const holder = await this.claims.holder(item, this.validSince());
    if (holder && holder.adminId !== admin.id) throw new DomainError('CONFLICT', claimedByMessage(holder));
  }

  /**
   * The first step of a decision, inside the decision's transaction: locks the item until the
   * transaction ends, then ends its claim, which is read fresh after the lock. Another admin's
   * valid claim is a 409 (and the transaction's rollback keeps their claim); the decider's own claim
   * or a lapsed one ends with the decision, or stays if the decision fails.
   */
  settleForDecision(item: ClaimedItem, admin: { id: number }): Promise<void> {
    return this.transactions.run(async () => {
      await this.claims.lockForDecision(item);
      const holder = await this.claims.endAndRead(item);
      if (
        holder &&
        holder.adminId !== admin.id &&
        new Date(holder.claimedAt).getTime() >= this.validSince().getTime()
      ) {
        throw new DomainError('CONFLICT', claimedByMessage(holder));
      }
    });
  }

  /** The valid claims on a page's items, read after the (possibly cached) page itself. */
  async holdersOf(kind: ReviewQueue, ids: readonly number[]): Promise<Map<number, ClaimView>> {
    const holders = await this.claims.holders(kind, ids, this.validSince());
    return new Map(
      [...holders].map(([id, holder]) => [id, { username: holder.username, claimedAt: holder.claimedAt }]),
    );
  }

  expiryOf(claimedAt: Date): Date {
    return new Date(new Date(claimedAt).getTime() + this.config.claimMs);
  }

  private validSince(): Date {
    return new Date(Date.now() - this.config.claimMs);
  }
}
