import { Module } from '@nestjs/common';
import { ModerationClaimRepository } from './application/moderation-claim.repository';
import { ModerationClaimsUseCase } from './application/moderation-claims.use-case';
import { QueueReviewState } from './application/queue-review-state';
import { ModerationClaimsController } from './http/moderation-claims.controller';
import { TypeormModerationClaimRepository } from './infrastructure/typeorm-moderation-claim.repository';

/** Admins' claims on pending queue items; the decision paths and the queues read them through the use case. */
@Module({
  controllers: [ModerationClaimsController],
  providers: [
    ModerationClaimsUseCase,
    QueueReviewState,
    { provide: ModerationClaimRepository, useClass: TypeormModerationClaimRepository },
  ],
  exports: [ModerationClaimsUseCase, QueueReviewState],
})
export class ClaimsModule {}
