import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { LifecycleItemKind } from '../../../kernel/lifecycle/request-id';
import type { TimelineActor, TimelineEventType, TimelineOutcome } from '../../../kernel/lifecycle/timeline-event';

@Entity({ name: 'item_timeline' })
export class TimelineEventEntity {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Column({ name: 'item_kind', type: 'varchar', length: 32 })
  itemKind: LifecycleItemKind;

  @Column({ name: 'item_id', type: 'integer' })
  itemId: number;

  @Column({ type: 'varchar', length: 16 })
  event: TimelineEventType;

  @Column({ type: 'varchar', length: 8 })
  actor: TimelineActor;

  @Column({ name: 'actor_id', type: 'integer', nullable: true })
  actorId: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: TimelineOutcome | null;

  @Column({ name: 'reason_code', type: 'varchar', length: 32, nullable: true })
  reasonCode: ReasonCode | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
