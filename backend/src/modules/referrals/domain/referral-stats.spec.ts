import { describe, expect, it } from 'vitest';
import { emptyExclusions, fillSeries, statsCsv, statsRange, totalsOf } from './referral-stats';

const NOW = Date.parse('2026-03-15T12:00:00Z');

describe('statsRange', () => {
  it('defaults to the 30 days up to today (UTC)', () => {
    expect(statsRange(undefined, undefined, NOW)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(statsRange(undefined, '2026-01-30', NOW)).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });

  it('refuses from after to and ranges over 366 days', () => {
    expect(statsRange('2026-03-02', '2026-03-01', NOW)).toBe('from must not be after to');
    expect(statsRange('2024-01-01', '2024-12-31', NOW)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(statsRange('2024-01-01', '2025-01-01', NOW)).toBe('The range must be at most 366 days');
  });
});

describe('fillSeries and totalsOf', () => {
  it('fills every day with zeros and sums the totals with the conversion rate', () => {
    const day = {
      day: '2026-03-02',
      clicks: 4,
      rawClicks: 6,
      excluded: { ...emptyExclusions(), bot: 2 },
      conversions: 1,
      flaggedConversions: 1,
    };
    const series = fillSeries({ from: '2026-02-28', to: '2026-03-03' }, [day]);
    expect(series.map((entry) => entry.day)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03']);
    expect(series[2]).toBe(day);
    expect(totalsOf(series)).toEqual({
      clicks: 4,
      rawClicks: 6,
      excluded: { ...emptyExclusions(), bot: 2 },
      conversions: 1,
      flaggedConversions: 1,
      conversionRate: 0.25,
    });
    expect(totalsOf(fillSeries({ from: '2026-02-28', to: '2026-02-28' }, [])).conversionRate).toBeNull();
  });

  it('writes the CSV header and one line per day', () => {
    const csv = statsCsv(fillSeries({ from: '2026-03-01', to: '2026-03-01' }, []));
    expect(csv).toBe(
      'day,clicks,raw_clicks,excluded_bot,excluded_duplicate,excluded_own,excluded_admin,excluded_rate_limit,excluded_not_navigation,excluded_inactive,conversions,flagged_conversions\r\n' +
        '2026-03-01,0,0,0,0,0,0,0,0,0,0,0\r\n',
    );
  });
});
