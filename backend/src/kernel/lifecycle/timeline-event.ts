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
] as const;
export type TimelineEventType = (typeof TIMELINE_EVENT_TYPES)[number];

/** Who acted: the item's owner or an admin (owners see admins only as "an admin"). */
export type TimelineActor = 'owner' | 'admin';

export interface TimelineEvent {
  id: number;
  itemKind: LifecycleItemKind;
  itemId: number;
  event: TimelineEventType;
  actor: TimelineActor;
  actorId: number | null;
  /** For decisions: approved or rejected; for a recorded payment: completed. */
  outcome: string | null;
  reasonCode: ReasonCode | null;
  notes: string | null;
  at: Date;
}

export type NewTimelineEvent = Omit<TimelineEvent, 'id' | 'at' | 'outcome' | 'reasonCode' | 'notes'> &
  Partial<Pick<TimelineEvent, 'outcome' | 'reasonCode' | 'notes'>>;
