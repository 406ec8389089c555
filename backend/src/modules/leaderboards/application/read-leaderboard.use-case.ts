import { Injectable } from '@nestjs/common';
import type { LeaderboardEntry, LeaderboardMetric } from '../domain/leaderboard';
import { LeaderboardRepository } from './leaderboard.repository';

@Injectable()
export class ReadLeaderboardUseCase {
  constructor(private readonly leaderboards: LeaderboardRepository) {}

  byMetric(metric: LeaderboardMetric, limit: number): Promise<LeaderboardEntry[]> {
    return this.leaderboards.byMetric(metric, limit);
  }

  overall(limit: number): Promise<LeaderboardEntry[]> {
    return this.leaderboards.overall(limit);
  }
}
