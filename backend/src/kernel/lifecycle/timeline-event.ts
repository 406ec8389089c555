import type { ReasonCode } from './reason-code';
import type { LifecycleItemKind } from './request-id';

export const TIMELINE_EVENT_TYPES = [
  'submitted',
  'edited',
  'withdrawn',
  'decided',
  'resubmitted',
  'reopened',
  'reversed',
  'payment-recorded',
  'quote-issued',
  'payment-settled',
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/**
 * What an entry records as its result: a decision (or a reversal to rejected) approves or rejects,
 * a revoked partner profile is revoked, a recorded payment is completed.
 */
export const TIMELINE_OUTCOMES = ['approved', 'rejected', 'revoked', 'completed'] as const;
export type TimelineOutcome = (typeof TIMELINE_OUTCOMES)[number];

/** Who acted: the item's owner or an admin (owners see admins only as "an admin"). */
export type TimelineActor = 'owner' | 'admin';

export interface TimelineEvent {
  id: number;
  itemKind: LifecycleItemKind;
  itemId: number;
  event: TimelineEventType;
  actor: TimelineActor;
  actorId: number | null;
  outcome: TimelineOutcome | null;
  reasonCode: ReasonCode | null;
  notes: string | null;
  at: Date;
}

export type NewTimelineEvent = Omit<TimelineEvent, 'id' | 'at' | 'outcome' | 'reasonCode' | 'notes'> &
  Partial<Pick<TimelineEvent, 'outcome' | 'reasonCode' | 'notes'>>;
