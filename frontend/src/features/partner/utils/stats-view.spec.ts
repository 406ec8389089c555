import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATS_VIEW,
  addDays,
  customRangeProblem,
  daysInRange,
  rangeDates,
  scopeFromValue,
  scopeValue,
  searchWithStatsView,
  statsQuery,
  statsUrl,
  statsViewFrom,
  utcToday,
  type StatsView,
} from './stats-view';

const today = '2026-11-24';

describe('rangeDates', () => {
  it('ends a preset today and counts today as one of its days', () => {
    expect(rangeDates({ kind: 'preset', days: 7 }, today)).toEqual({ from: '2026-11-18', to: today });
    expect(rangeDates({ kind: 'preset', days: 30 }, today)).toEqual({ from: '2026-10-26', to: today });
    expect(rangeDates({ kind: 'preset', days: 90 }, today)).toEqual({ from: '2026-08-27', to: today });
  });

  it('keeps a custom range as chosen', () => {
    expect(rangeDates({ kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('crosses month and year ends in UTC', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(utcToday(new Date('2026-11-24T23:59:59-05:00'))).toBe('2026-11-25');
  });
});

describe('customRangeProblem', () => {
  it('accepts one day and up to 366 days', () => {
    expect(customRangeProblem('2026-05-05', '2026-05-05')).toBeNull();
    expect(daysInRange('2025-01-01', '2026-01-01')).toBe(366);
    expect(customRangeProblem('2025-01-01', '2026-01-01')).toBeNull();
  });

  it('refuses a start after the end, a range over 366 days, missing or impossible dates', () => {
    expect(customRangeProblem('2026-05-06', '2026-05-05')).toBe('The start date must not be after the end date.');
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBe('A range can span at most 366 days.');
    expect(customRangeProblem('', '2026-05-05')).toBe('Choose both a start and an end date.');
    expect(customRangeProblem('2026-02-30', '2026-03-05')).toBe('Enter the dates as YYYY-MM-DD.');
  });
});

describe('statsViewFrom / searchWithStatsView', () => {
  it('reads the default view from an empty query and writes it as nothing', () => {
    expect(statsViewFrom(new URLSearchParams())).toEqual(DEFAULT_STATS_VIEW);
    expect(searchWithStatsView(new URLSearchParams(), DEFAULT_STATS_VIEW)).toBe('');
  });

  it('round-trips presets, custom ranges, a link and a campaign, keeping other parameters', () => {
    const views: StatsView[] = [
      { range: { kind: 'preset', days: 7 }, scope: { kind: 'link', referralId: 12 } },
      { range: { kind: 'preset', days: 90 }, scope: { kind: 'campaign', campaignId: 3 } },
      { range: { kind: 'custom', from: '2026-01-01', to: '2026-02-15' }, scope: { kind: 'all' } },
    ];
    for (const view of views) {
      const search = searchWithStatsView(new URLSearchParams('other=1&stats.range=7'), view);
      const parsed = new URLSearchParams(search);
      expect(parsed.get('other')).toBe('1');
      expect(statsViewFrom(parsed)).toEqual(view);
    }
    expect(searchWithStatsView(new URLSearchParams(), views[0])).toBe('?stats.range=7&stats.link=12');
  });

  it('reads malformed or invalid values as the default', () => {
    expect(statsViewFrom(new URLSearchParams('stats.range=14&stats.link=abc&stats.campaign=-1'))).toEqual(
      DEFAULT_STATS_VIEW,
    );
    expect(statsViewFrom(new URLSearchParams('stats.from=2026-05-06&stats.to=2026-05-01')).range).toEqual(
      DEFAULT_STATS_VIEW.range,
    );
    expect(statsViewFrom(new URLSearchParams('stats.from=2020-01-01&stats.to=2026-01-01')).range).toEqual(
      DEFAULT_STATS_VIEW.range,
    );
  });

  it('prefers a link over a campaign when a hand-edited query names both', () => {
    expect(statsViewFrom(new URLSearchParams('stats.link=4&stats.campaign=5')).scope).toEqual({
      kind: 'link',
      referralId: 4,
    });
  });
});

describe('statsQuery / statsUrl (the chart and the CSV export)', () => {
  it('sends the dates, the scope and interval=day', () => {
    const view: StatsView = { range: { kind: 'preset', days: 7 }, scope: { kind: 'link', referralId: 12 } };
    expect(statsUrl('/api/referrals/stats', view, today)).toBe(
      '/api/referrals/stats?from=2026-11-18&to=2026-11-24&referralId=12&interval=day',
    );
    expect(statsUrl('/api/referrals/stats/export', view, today)).toBe(
      '/api/referrals/stats/export?from=2026-11-18&to=2026-11-24&referralId=12&interval=day',
    );
  });

  it('names a campaign, or neither for all links', () => {
    const campaign = statsQuery(
      { range: { kind: 'custom', from: '2026-01-01', to: '2026-01-31' }, scope: { kind: 'campaign', campaignId: 7 } },
      today,
    );
    expect(Object.fromEntries(campaign)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      campaignId: '7',
      interval: 'day',
    });
    const all = statsQuery(DEFAULT_STATS_VIEW, today);
    expect(all.has('referralId') || all.has('campaignId')).toBe(false);
  });
});

describe('scopeValue / scopeFromValue', () => {
  it('round-trips every scope and reads anything else as all links', () => {
    for (const scope of [
      { kind: 'all' },
      { kind: 'link', referralId: 2 },
      { kind: 'campaign', campaignId: 9 },
    ] as const) {
      expect(scopeFromValue(scopeValue(scope))).toEqual(scope);
    }
    expect(scopeFromValue('link:x')).toEqual({ kind: 'all' });
  });
});
