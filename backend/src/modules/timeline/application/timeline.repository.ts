import type { LifecycleItemKind } from '../../../kernel/lifecycle/request-id';
import type { NewTimelineEvent, TimelineEvent } from '../../../kernel/lifecycle/timeline-event';

/** The history of owner-submitted items, shared by every kind; written in the change's transaction. */
export abstract class TimelineRepository {
  abstract record(event: NewTimelineEvent): Promise<void>;
  /** Oldest first. */
  abstract listFor(itemKind: LifecycleItemKind, itemId: number): Promise<TimelineEvent[]>;
}
