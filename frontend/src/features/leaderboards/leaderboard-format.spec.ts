import { describe, expect, it } from 'vitest';
import { formatScore, podiumPlace } from './leaderboard-format';
import { DEFAULT_LEADERBOARD, leaderboardTabs } from './leaderboard-tabs';

describe('formatScore', () => {
  it('shows volume in millions of USD with two decimals', () => {
    expect(formatScore('volume', 18_450_000_000)).toBe('$18,450.00M');
    expect(formatScore('volume', 12_500_000)).toBe('$12.50M');
    expect(formatScore('volume', 1_234_567)).toBe('$1.23M');
    expect(formatScore('volume', 0)).toBe('$0.00M');
  });

  it('shows users with thousands separators', () => {
    expect(formatScore('users', 2_100_000)).toBe('2,100,000');
    expect(formatScore('users', 48_000)).toBe('48,000');
  });

  it('shows growth and overall scores with one or two decimals', () => {
    expect(formatScore('growth', 91.3)).toBe('91.3');
    expect(formatScore('growth', 100)).toBe('100.0');
    expect(formatScore('overall', 81.38)).toBe('81.38');
    expect(formatScore('overall', 41.2)).toBe('41.2');
    expect(formatScore('overall', 33.333)).toBe('33.33');
  });
});

describe('podiumPlace', () => {
  it('gives gold, silver and bronze to ranks 1 to 3 only', () => {
    expect([1, 2, 3, 4, 10].map(podiumPlace)).toEqual(['gold', 'silver', 'bronze', undefined, undefined]);
  });

  it('keeps the server rank of ties: 1, 2, 2, 4 shows two silvers and no bronze', () => {
    expect([1, 2, 2, 4].map(podiumPlace)).toEqual(['gold', 'silver', 'silver', undefined]);
  });
});

describe('leaderboardTabs', () => {
  it('has the four spec tabs, By Volume first', () => {
    expect(leaderboardTabs.map((tab) => tab.label)).toEqual(['By Volume', 'By Users', 'By Growth', 'Overall Ranking']);
    expect(DEFAULT_LEADERBOARD).toBe('volume');
  });
});
