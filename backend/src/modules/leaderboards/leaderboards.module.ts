import { Module } from '@nestjs/common';
import { LeaderboardRepository } from './application/leaderboard.repository';
import { ReadLeaderboardUseCase } from './application/read-leaderboard.use-case';
import { LeaderboardsController } from './http/leaderboards.controller';
import { SqlLeaderboardRepository } from './infrastructure/sql-leaderboard.repository';

@Module({
  controllers: [LeaderboardsController],
  providers: [ReadLeaderboardUseCase, { provide: LeaderboardRepository, useClass: SqlLeaderboardRepository }],
})
export class LeaderboardsModule {}
