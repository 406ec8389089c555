import { Module } from '@nestjs/common';
import { InboxRepository } from './application/inbox.repository';
import { ModerateUseCase } from './application/moderate.use-case';
import { ModerationRepository } from './application/moderation.repository';
import { ReadInboxUseCase } from './application/read-inbox.use-case';
import { ReadModerationQueueUseCase } from './application/read-moderation-queue.use-case';
import { AdminModerationController } from './http/admin-moderation.controller';
import { AdminRecordsController } from './http/admin-records.controller';
import { ProjectSubmissionStatusController } from './http/project-submission-status.controller';
import { TypeormInboxRepository } from './infrastructure/typeorm-inbox.repository';
import { TypeormModerationRepository } from './infrastructure/typeorm-moderation.repository';

/** Moderation spans partners, projects, articles and submissions, so it owns its own queries over them. */
@Module({
  controllers: [AdminModerationController, AdminRecordsController, ProjectSubmissionStatusController],
  providers: [
    ModerateUseCase,
    ReadModerationQueueUseCase,
    ReadInboxUseCase,
    { provide: ModerationRepository, useClass: TypeormModerationRepository },
    { provide: InboxRepository, useClass: TypeormInboxRepository },
  ],
})
export class AdminModule {}
