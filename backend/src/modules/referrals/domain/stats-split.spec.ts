import { describe, expect, it } from 'vitest';
import { emptyExclusions, type DailyStats, type SourceCount } from './referral-stats';
import { compareSources, mergeStats, NO_STATS, splitAtToday, topSourcesOf } from './stats-split';

const NOW = Date.parse('2026-06-10T13:00:00Z');

function day(date: string, clicks: number, conversions = 0): DailyStats {
  return {
    day: date,
    clicks,
    rawClicks: clicks + 1,
    excluded: { ...emptyExclusions(), bot: 1 },
    conversions,
    flaggedConversions: 0,
  };
}

/** The plain answer: every count added up, ranked, cut. */
function naiveTop(parts: SourceCount[][], limit: number): SourceCount[] {
  const sums = new Map<string, number>();
  for (const { value, clicks } of parts.flat()) sums.set(value, (sums.get(value) ?? 0) + clicks);
  return [...sums]
    .map(([value, clicks]) => ({ value, clicks }))
    .sort(compareSources)
    .slice(0, limit);
}

describe('splitAtToday', () => {
  it('cuts a range that runs to today into the days before today and today', () => {
    expect(splitAtToday({ from: '2026-06-01', to: '2026-06-10' }, NOW)).toEqual({
      past: { from: '2026-06-01', to: '2026-06-09' },
      live: { from: '2026-06-10', to: '2026-06-10' },
    });
  });

  it('keeps a range wholly before today in the past, and one from today on wholly live', () => {
    expect(splitAtToday({ from: '2026-05-01', to: '2026-05-31' }, NOW)).toEqual({
      past: { from: '2026-05-01', to: '2026-05-31' },
      live: undefined,
    });
    expect(splitAtToday({ from: '2026-06-10', to: '2026-06-12' }, NOW)).toEqual({
      past: undefined,
      live: { from: '2026-06-10', to: '2026-06-12' },
    });
  });

  it('moves the last past day on at midnight (UTC), so the cached part of a new day has a new key', () => {
    const range = { from: '2026-06-01', to: '2026-06-30' };
    expect(splitAtToday(range, Date.parse('2026-06-10T23:59:59.999Z')).past?.to).toBe('2026-06-09');
    expect(splitAtToday(range, Date.parse('2026-06-11T00:00:00Z')).past?.to).toBe('2026-06-10');
  });
});

describe('topSourcesOf', () => {
  it('adds live counts to past ones and ranks by clicks, then value', () => {
    const past = [
      { value: 'a.example', clicks: 9 },
      { value: 'b.example', clicks: 5 },
      { value: 'c.example', clicks: 5 },
    ];
    expect(
      topSourcesOf(
        past,
        [
          { value: 'c.example', clicks: 5 },
          { value: 'new.example', clicks: 6 },
        ],
        3,
      ),
    ).toEqual([
      { value: 'c.example', clicks: 10 },
      { value: 'a.example', clicks: 9 },
      { value: 'new.example', clicks: 6 },
    ]);
  });

  it('lifts a value from far down the past list into the top', () => {
    const past = Array.from({ length: 50 }, (_, index) => ({
      value: `v${String(index).padStart(2, '0')}`,
      clicks: 100 - index,
    })).sort(compareSources);
    const top = topSourcesOf(past, [{ value: 'v49', clicks: 60 }], 10);
    expect(top[0]).toEqual({ value: 'v49', clicks: 111 });
    expect(top).toHaveLength(10);
    expect(top.at(-1)).toEqual({ value: 'v08', clicks: 92 });
  });

  it('matches adding everything up and ranking, whatever the counts', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 300; round += 1) {
      const values = Array.from({ length: 1 + random(25) }, (_, index) => `/page/${index}`);
      const past = values
        .filter(() => random(3) > 0)
        .map((value) => ({ value, clicks: 1 + random(20) }))
        .sort(compareSources);
      const live = values.filter(() => random(4) === 0).map((value) => ({ value, clicks: 1 + random(20) }));
      const limit = 1 + random(12);
      expect(topSourcesOf(past, live, limit)).toEqual(naiveTop([past, live], limit));
    }
  });
});

describe('mergeStats', () => {
  it('answers the cached days before today with today read live: series, totals and top lists', () => {
    const range = { from: '2026-06-08', to: '2026-06-10' };
    const past = {
      series: [day('2026-06-08', 4, 1)],
      hosts: [{ value: 'x.example', clicks: 4 }],
      paths: [{ value: '/', clicks: 4 }],
    };
    const live = {
      series: [day('2026-06-10', 2)],
      hosts: [{ value: '(direct)', clicks: 2 }],
      paths: [{ value: '/', clicks: 2 }],
    };
    const stats = mergeStats(range, past, live);
    expect(stats.series.map((entry) => [entry.day, entry.clicks])).toEqual([
      ['2026-06-08', 4],
      ['2026-06-09', 0],
      ['2026-06-10', 2],
    ]);
    expect(stats.totals).toMatchObject({
      clicks: 6,
      rawClicks: 8,
      conversions: 1,
      conversionRate: 1 / 6,
      excluded: { ...emptyExclusions(), bot: 2 },
    });
    expect(stats.topReferrerHosts).toEqual([
      { value: 'x.example', clicks: 4 },
      { value: '(direct)', clicks: 2 },
    ]);
    expect(stats.topLandingPaths).toEqual([{ value: '/', clicks: 6 }]);
    expect(mergeStats(range, NO_STATS, NO_STATS).totals.conversionRate).toBeNull();
  });
});
