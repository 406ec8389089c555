import type { LeaderboardMetric } from '../../lib/api-types';

export interface LeaderboardTab {
  metric: LeaderboardMetric;
  label: string;
  /** Heading of the score column (the volume covers the last 30 days, see score-rules.ts). */
  scoreLabel: string;
}

export const leaderboardTabs: readonly LeaderboardTab[] = [
  { metric: 'volume', label: 'By Volume', scoreLabel: '30-day volume' },
  { metric: 'users', label: 'By Users', scoreLabel: 'Total users' },
  { metric: 'growth', label: 'By Growth', scoreLabel: 'Growth score' },
  { metric: 'overall', label: 'Overall Ranking', scoreLabel: 'Overall score' },
];

export const DEFAULT_LEADERBOARD: LeaderboardMetric = 'volume';
