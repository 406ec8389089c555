import type { LeaderboardMetric } from './api/leaderboard-types';

interface ScoreFormats {
  count: Intl.NumberFormat;
  millions: Intl.NumberFormat;
  score: Intl.NumberFormat;
}

let formats: ScoreFormats | null = null;

/** Made on first use: the first number format loads locale data, which would slow the page's start. */
function scoreFormats(): ScoreFormats {
  formats ??= {
    count: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
    millions: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    score: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
  };
  return formats;
}

/** Spec §9: volume in $M with two decimals; users in full; growth and overall with one or two decimals. */
export function formatScore(metric: LeaderboardMetric, score: number): string {
  switch (metric) {
    case 'volume':
      return `$${scoreFormats().millions.format(score / 1_000_000)}M`;
    case 'users':
      return scoreFormats().count.format(score);
    case 'growth':
    case 'overall':
      return scoreFormats().score.format(score);
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
