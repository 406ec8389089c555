export const LEADERBOARD_METRICS = ['volume', 'users', 'growth'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
export type LeaderboardType = LeaderboardMetric | 'overall';

export const LEADERBOARD_ENTITY_TYPES = ['project'] as const;
export type LeaderboardEntityType = (typeof LEADERBOARD_ENTITY_TYPES)[number];

export interface LeaderboardEntry {
  id: number;
  /** Standard competition ranking: equal scores share a rank and the next rank skips (1, 2, 2, 4). */
  rank: number;
  entityName: string;
  entityType: LeaderboardEntityType;
  metricType: LeaderboardType;
  score: number;
}

/**
 * Overall score, 0–100: 40% trading volume and 30% users, each relative to the leader on that
 * metric, plus 30% growth score. Documented in docs/leaderboards.md and on the page.
 */
export const OVERALL_WEIGHTS = { volume: 0.4, users: 0.3, growth: 0.3 } as const;

export const LEADERBOARD_LIMIT = { min: 1, max: 100, default: 20 } as const;
