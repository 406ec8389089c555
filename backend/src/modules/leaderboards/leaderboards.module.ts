import { Module } from '@nestjs/common';
import { LeaderboardRepository } from './application/leaderboard.repository';
import { ReadLeaderboardUseCase } from './application/read-leaderboard.use-case';
import { LeaderboardsController } from './http/leaderboards.controller';
import { TypeormLeaderboardRepository } from './infrastructure/typeorm-leaderboard.repository';

@Module({
  controllers: [LeaderboardsController],
  providers: [ReadLeaderboardUseCase, { provide: LeaderboardRepository, useClass: TypeormLeaderboardRepository }],
})
export class LeaderboardsModule {}
