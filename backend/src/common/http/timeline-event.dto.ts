import { ApiProperty } from '@nestjs/swagger';
import type { SessionUser } from '../../kernel/auth/session-user';
import { REASON_CODES, reasonLabel, type ReasonCode } from '../../kernel/lifecycle/reason-code';
import {
  TIMELINE_EVENT_TYPES,
  TIMELINE_OUTCOMES,
  type TimelineActor,
  type TimelineEvent,
  type TimelineEventType,
  type TimelineOutcome,
} from '../../kernel/lifecycle/timeline-event';

/**
 * One entry of an item's timeline. A timeline is answered whole, oldest first, as a plain
 * array: it grows by a handful of entries per edit or decision, so it stays small.
 */
export class TimelineEventDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ enum: TIMELINE_EVENT_TYPES })
  event: TimelineEventType;

  @ApiProperty({ enum: ['owner', 'admin'], description: 'Who acted; admins are not named' })
  actor: TimelineActor;

  @ApiProperty({
    example: 'An admin',
    description: '"An admin" for admins; "You" (or "The owner" when an admin reads it) for the owner',
  })
  actorLabel: string;

  @ApiProperty({
    type: String,
    enum: TIMELINE_OUTCOMES,
    nullable: true,
    description:
      'approved or rejected for a decision (a reversal rejects), revoked for a revoked partner profile, completed for a recorded payment',
  })
  outcome: TimelineOutcome | null;

  @ApiProperty({ type: String, enum: REASON_CODES, nullable: true, description: 'For rejections' })
  reasonCode: ReasonCode | null;

  @ApiProperty({ type: String, nullable: true, example: 'Needs more detail' })
  reasonLabel: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The admin's notes of a decision" })
  notes: string | null;

  @ApiProperty()
  at: Date;

  static from(event: TimelineEvent, readByOwner: boolean): TimelineEventDto {
    return {
      id: event.id,
      event: event.event,
      actor: event.actor,
      actorLabel: event.actor === 'admin' ? 'An admin' : readByOwner ? 'You' : 'The owner',
      outcome: event.outcome,
      reasonCode: event.reasonCode,
      reasonLabel: event.reasonCode ? reasonLabel(event.reasonCode) : null,
      notes: event.notes,
      at: event.at,
    };
  }
}

/** Who reads a timeline, as the owning module's `timelineOf` takes it. */
export interface TimelineReader {
  id: number;
  asAdmin: boolean;
}

/**
 * An item's timeline as `user` reads it: the owner's entries say "You" to the owner and "The
 * owner" to an admin (unless that admin owns the item).
 */
export async function timelineReadBy(
  user: SessionUser,
  read: (reader: TimelineReader) => Promise<TimelineEvent[]>,
): Promise<TimelineEventDto[]> {
  const asAdmin = user.role === 'admin';
  const events = await read({ id: user.id, asAdmin });
  return events.map((event) => TimelineEventDto.from(event, !asAdmin || event.actorId === user.id));
}
