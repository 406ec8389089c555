import { Inject, Injectable } from '@nestjs/common';
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
 */
@Injectable()
export class ModerationClaimsUseCase {
  constructor(
    private readonly claims: ModerationClaimRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async claim(item: ClaimedItem, admin: SessionUser): Promise<ClaimView> {
    const pending = await this.claims.isPending(item);
    if (pending === null) throw new DomainError('NOT_FOUND', `No ${item.kind} with id ${item.id}`);
    if (!pending) throw new DomainError('CONFLICT', 'This item is no longer pending');
    const claimedAt = await this.claims.take(item, admin.id, this.validSince());
    if (claimedAt) return { username: admin.username, claimedAt };
    await this.assertNotHeldByOther(item, admin);
    throw new DomainError('CONFLICT', 'The item was claimed meanwhile; try again');
  }

  async release(item: ClaimedItem, admin: SessionUser): Promise<void> {
    if (await this.claims.release(item, admin.id, this.validSince())) return;
    await this.assertNotHeldByOther(item, admin);
    throw new DomainError('NOT_FOUND', 'You hold no claim on this item');
  }

  /** A decision by anyone but the claim's holder is refused while the claim holds. */
  async assertNotHeldByOther(item: ClaimedItem, admin: { id: number }): Promise<void> {
    const holder = await this.claims.holder(item, this.validSince());
    if (holder && holder.adminId !== admin.id) throw new DomainError('CONFLICT', claimedByMessage(holder));
  }

  end(item: ClaimedItem): Promise<void> {
    return this.claims.end(item);
  }

  /** The valid claims on a page's items, read after the (possibly cached) page itself. */
  async holdersOf(kind: ReviewQueue, ids: readonly number[]): Promise<Map<number, ClaimView>> {
    const holders = await this.claims.holders(kind, ids, this.validSince());
    return new Map([...holders].map(([id, holder]) => [id, { username: holder.username, claimedAt: holder.claimedAt }]));
  }

  expiryOf(claimedAt: Date): Date {
    return new Date(new Date(claimedAt).getTime() + this.config.claimMs);
  }

  private validSince(): Date {
    return new Date(Date.now() - this.config.claimMs);
  }
}
