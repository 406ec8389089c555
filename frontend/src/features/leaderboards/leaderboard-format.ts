import type { LeaderboardMetric } from './api/leaderboard-types';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const millionsFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const scoreFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** Spec §9: volume in $M with two decimals; users in full; growth and overall with one or two decimals. */
export function formatScore(metric: LeaderboardMetric, score: number): string {
  switch (metric) {
    case 'volume':
      return `$${millionsFormat.format(score / 1_000_000)}M`;
    case 'users':
      return countFormat.format(score);
    case 'growth':
    case 'overall':
      return scoreFormat.format(score);
  }
}

export type PodiumPlace = 'gold' | 'silver' | 'bronze';

/** Ranks 1 to 3 get a trophy; tied entries share their place (two golds when two rank 1). */
export function podiumPlace(rank: number): PodiumPlace | undefined {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return undefined;
}
