import type { LeaderboardMetric } from './api/leaderboard-types';

export interface LeaderboardTab {
  metric: LeaderboardMetric;
  label: string;
  /** Heading of the score column. */
  scoreLabel: string;
}

export const leaderboardTabs: readonly LeaderboardTab[] = [
  { metric: 'volume', label: 'By Volume', scoreLabel: '24h volume' },
  { metric: 'users', label: 'By Users', scoreLabel: 'Total users' },
  { metric: 'growth', label: 'By Growth', scoreLabel: 'Growth score' },
  { metric: 'overall', label: 'Overall Ranking', scoreLabel: 'Overall score' },
];

export const DEFAULT_LEADERBOARD: LeaderboardMetric = 'volume';
