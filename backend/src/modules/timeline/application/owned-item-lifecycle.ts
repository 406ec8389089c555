import type { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import {
  ownerActionRefusal,
  type DecisionState,
  type OwnerAction,
  type StatusAfterOwnerAction,
} from '../../../kernel/lifecycle/owner-transitions';
import type { LifecycleItemKind } from '../../../kernel/lifecycle/request-id';
import type { TimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import type { TimelineRepository } from './timeline.repository';

const EVENT_OF = { edit: 'edited', withdraw: 'withdrawn', resubmit: 'resubmitted' } as const;
const STATUS_AFTER = { edit: null, withdraw: 'withdrawn', resubmit: 'pending' } as const;

/**
 * What an owner does with an item they sent for review (a project submission, an article, a
 * partner profile): edit or withdraw it while pending, correct and resubmit it once rejected (when
 * the reason code allows) or withdrawn. Written once for every kind: the change, made only while
 * the item is still in the status it was read in, and its timeline entry commit together, and a
 * resubmission is announced to the admins. Someone else's item is a 404 (`owned` throws it); an
 * action its status does not allow, or a status that changed meanwhile, is a 409.
 */
export abstract class OwnedItemLifecycle<Item, Changes> {
  protected constructor(
    private readonly kind: LifecycleItemKind,
    private readonly timeline: TimelineRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  edit(userId: number, id: number, changes: Changes): Promise<Item> {
    return this.change(userId, id, 'edit', changes);
  }

  withdraw(userId: number, id: number): Promise<Item> {
    return this.change(userId, id, 'withdraw', null);
  }

  resubmit(userId: number, id: number, changes: Changes): Promise<Item> {
    return this.change(userId, id, 'resubmit', changes);
  }

  /** Oldest first; for the owner, or for an admin (`asAdmin`) whoever owns the item. */
  async timelineOf(id: number, viewer: { id: number; asAdmin: boolean }): Promise<TimelineEvent[]> {
    if (viewer.asAdmin) {
      if (!(await this.exists(id))) throw new DomainError('NOT_FOUND', this.notFoundMessage);
    } else {
      await this.owned(viewer.id, id);
    }
    return this.timeline.listFor(this.kind, id);
  }

  /** "Project submission not found" and the like. */
  protected abstract readonly notFoundMessage: string;
  /** The 409 when the item's status changed between reading and writing it. */
  protected abstract readonly changedMeanwhileMessage: string;
  /** The owner's item, or a NOT_FOUND DomainError. */
  protected abstract owned(userId: number, id: number): Promise<Item>;
  protected abstract exists(id: number): Promise<boolean>;
  protected abstract decisionState(item: Item): DecisionState;
  /** Applies the changes and the new status only while the item is still in `current`'s status; null if it is not. */
  protected abstract save(
    id: number,
    current: Item,
    changes: Changes | null,
    to: StatusAfterOwnerAction,
  ): Promise<Item | null>;
  /** Tells the admins, in the same transaction, that the item is back in review. */
  protected abstract announceResubmission(id: number, saved: Item): Promise<void>;

  /** Checks and clean-up of the changes that need no transaction (a 400 before anything is read). */
  protected prepare(changes: Changes): Changes {
    return changes;
  }

  /** A refusal of the action by the account's standing, before the item is read. */
  protected async checkOwner(_userId: number, _action: OwnerAction): Promise<void> {}

  /** Why the action is refused in the item's state, or null. */
  protected refusal(action: OwnerAction, current: Item): string | null {
    return ownerActionRefusal(action, this.decisionState(current), new Date());
  }

  private change(userId: number, id: number, action: OwnerAction, changes: Changes | null): Promise<Item> {
    const prepared = changes === null ? null : this.prepare(changes);
    return this.transactions.run(async () => {
      await this.checkOwner(userId, action);
      const current = await this.owned(userId, id);
      const refusal = this.refusal(action, current);
      if (refusal) throw new DomainError('CONFLICT', refusal);
      const saved = await this.save(id, current, prepared, STATUS_AFTER[action]);
      if (!saved) throw new DomainError('CONFLICT', this.changedMeanwhileMessage);
      await this.timeline.record({
        itemKind: this.kind,
        itemId: id,
        event: EVENT_OF[action],
        actor: 'owner',
        actorId: userId,
      });
      if (action === 'resubmit') await this.announceResubmission(id, saved);
      return saved;
    });
  }
}
