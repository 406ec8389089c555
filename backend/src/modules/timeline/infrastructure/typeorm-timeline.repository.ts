import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import type { LifecycleItemKind } from '../../../kernel/lifecycle/request-id';
import { TimelineRepository } from '../application/timeline.repository';
import type { NewTimelineEvent, TimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { TimelineEventEntity } from './timeline-event.entity';

@Injectable()
export class TypeormTimelineRepository extends TimelineRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get events() {
    return this.unitOfWork.manager().getRepository(TimelineEventEntity);
  }

  async record(event: NewTimelineEvent): Promise<void> {
    await this.events.insert({ outcome: null, reasonCode: null, notes: null, ...event });
  }

  async listFor(itemKind: LifecycleItemKind, itemId: number): Promise<TimelineEvent[]> {
    const rows = await this.events.find({ where: { itemKind, itemId }, order: { id: 'ASC' } });
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
}
