import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TimelineRepository } from './application/timeline.repository';
import { TimelineEventEntity } from './infrastructure/timeline-event.entity';
import { TypeormTimelineRepository } from './infrastructure/typeorm-timeline.repository';

/** The shared history of owner-submitted items (project and article submissions, partner profiles). */
@Module({
  imports: [TypeOrmModule.forFeature([TimelineEventEntity])],
  providers: [{ provide: TimelineRepository, useClass: TypeormTimelineRepository }],
  exports: [TimelineRepository],
})
export class TimelineModule {}
