// Response shape of the public leaderboard endpoints (backend LeaderboardEntryDto).

export type LeaderboardMetric = 'volume' | 'users' | 'growth' | 'overall';

export interface LeaderboardEntry {
  /** Id of the ranked project. */
  id: number;
  /** Computed by the server with standard competition ranking (1, 2, 2, 4); never recomputed here. */
  rank: number;
  entityName: string;
  entityType: 'project';
  metricType: LeaderboardMetric;
  /** volume: USD; users: total users; growth and overall: 0–100. */
  score: number;
}
