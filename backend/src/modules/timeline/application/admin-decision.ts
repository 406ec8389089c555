import { decideWhilePending } from '../../../common/application/decide-while-pending';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { LifecycleItemKind } from '../../../kernel/lifecycle/request-id';
import { reasonCodeProblem } from '../../../kernel/moderation/moderation-policy';
import type { TimelineRepository } from './timeline.repository';

/** What an admin's approval or rejection of an owner-submitted item sets. */
export interface DecisionOutcome {
  outcome: 'approved' | 'rejected';
  /** Null when approving; `other` when a rejection names no code. */
  reasonCode: ReasonCode | null;
}

/**
 * The outcome of approving (`approve`) or rejecting an item. A reason code only goes with a
 * rejection (else VALIDATION_FAILED), and a rejection without one is `other`, which lets the
 * owner resubmit at once.
 */
export function decisionOutcome(approve: boolean, reasonCode: ReasonCode | null): DecisionOutcome {
  const problem = reasonCodeProblem(approve, reasonCode);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  return approve
    ? { outcome: 'approved', reasonCode: null }
    : { outcome: 'rejected', reasonCode: reasonCode ?? 'other' };
}

export interface PendingItemDecision<Item> {
  /** "Partner profile", "Article"...: names the item in the 404 and 409 messages. */
  subject: string;
  itemKind: LifecycleItemKind;
  id: number;
  decision: DecisionOutcome;
  deciderId: number;
  /** The admin's notes, kept on the timeline entry. */
  notes: string | null;
  /** Changes the item only while it is pending; null when it is not (or is unknown). */
  decide: () => Promise<Item | null>;
  /** The item's status now, or null when there is no such item. */
  statusOf: () => Promise<string | null>;
}

/**
 * Decides a pending item once and records the decision on its timeline. Run inside the
 * moderation's transaction, so the change and its entry commit together: a stale decision is a
 * CONFLICT and an unknown id NOT_FOUND, and neither writes anything.
 */
export async function decidePendingItem<Item>(
  timeline: TimelineRepository,
  request: PendingItemDecision<Item>,
): Promise<Item> {
  const item = await decideWhilePending(request.subject, request.decide, request.statusOf);
  await timeline.record({
    itemKind: request.itemKind,
    itemId: request.id,
    event: 'decided',
    actor: 'admin',
    actorId: request.deciderId,
    outcome: request.decision.outcome,
    reasonCode: request.decision.reasonCode,
    notes: request.notes,
  });
  return item;
}
