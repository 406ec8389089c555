import type { LeaderboardMetric } from '../../lib/api-types';
import { formatDecimal } from './decimal-format';

/** Spec §9: volume in $M with two decimals; users in full; growth and overall with one or two decimals. */
export function formatScore(metric: LeaderboardMetric, score: number): string {
  switch (metric) {
    case 'volume':
      return `$${formatDecimal(score / 1_000_000, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}M`;
    case 'users':
      return formatDecimal(score, { maximumFractionDigits: 0 });
    case 'growth':
    case 'overall':
      return formatDecimal(score, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
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
