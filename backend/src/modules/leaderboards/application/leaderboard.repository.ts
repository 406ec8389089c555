import type { LeaderboardEntry, LeaderboardMetric } from '../domain/leaderboard';

export abstract class LeaderboardRepository {
  /** Ranked from each listed project's latest insight snapshot, ties in name then id order. */
  abstract byMetric(metric: LeaderboardMetric, limit: number): Promise<LeaderboardEntry[]>;
  abstract overall(limit: number): Promise<LeaderboardEntry[]>;
}
