import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_REASONS,
  chartData,
  chartSummary,
  dayLabel,
  dayLines,
  excludedLines,
  excludedTotal,
  formatConversionRate,
  hasNoClicks,
  type StatsDay,
  type StatsTotals,
} from './stats-chart';

const none = { bot: 0, duplicate: 0, own: 0, admin: 0, rateLimit: 0, notNavigation: 0, inactive: 0 };

const day = (date: string, clicks: number, conversions: number, rawClicks = clicks): StatsDay => ({
  day: date,
  clicks,
  rawClicks,
  excluded: none,
  conversions,
  flaggedConversions: 0,
});

const totals = (changes: Partial<StatsTotals> = {}): StatsTotals => ({
  clicks: 0,
  rawClicks: 0,
  excluded: none,
  conversions: 0,
  flaggedConversions: 0,
  conversionRate: null,
  ...changes,
});

describe('chartData', () => {
  it('maps the series, oldest first, to the x values and the two lines', () => {
    const series = [day('2026-11-22', 0, 0), day('2026-11-23', 5, 1, 9), day('2026-11-24', 2, 0)];
    expect(chartData(series)).toEqual({
      days: ['2026-11-22', '2026-11-23', '2026-11-24'],
      clicks: [0, 5, 2],
      conversions: [0, 1, 0],
    });
  });

  it('describes every day and the whole series for screen readers', () => {
    const series = [day('2026-11-22', 0, 0), day('2026-11-23', 5, 1, 9), day('2026-11-24', 1, 0)];
    expect(dayLines(series)).toEqual([
      'Nov 22, 2026: 0 clicks, 0 conversions',
      'Nov 23, 2026: 5 clicks, 1 conversion',
      'Nov 24, 2026: 1 click, 0 conversions',
    ]);
    expect(chartSummary(series)).toBe(
      'Nov 22, 2026 to Nov 24, 2026: 6 counted clicks and 1 conversion; the busiest day was Nov 23, 2026 with 5 clicks.',
    );
    expect(chartSummary([day('2026-11-22', 0, 0)])).toBe(
      'Nov 22, 2026 to Nov 22, 2026: 0 counted clicks and 0 conversions.',
    );
  });
});

describe('dayLabel', () => {
  it('shows the UTC day whatever the time zone', () => {
    expect(dayLabel('2026-01-01')).toBe('Jan 1');
    expect(dayLabel('2026-12-31', true)).toBe('Dec 31, 2026');
    expect(dayLabel('not a day')).toBe('not a day');
  });
});

describe('formatConversionRate', () => {
  it('is a percentage with at most one decimal, or a dash without clicks', () => {
    expect(formatConversionRate(0.05)).toBe('5%');
    expect(formatConversionRate(1 / 3)).toBe('33.3%');
    expect(formatConversionRate(0)).toBe('0%');
    expect(formatConversionRate(null)).toBe('–');
  });
});

describe('excluded clicks', () => {
  it('lists every reason the server counts, with an explanation, in order', () => {
    const excluded = { bot: 3, duplicate: 5, own: 1, admin: 2, rateLimit: 4, notNavigation: 6, inactive: 7 };
    const lines = excludedLines(totals({ excluded }));
    expect(lines.map((line) => [line.key, line.count])).toEqual(Object.entries(excluded));
    expect(lines.every((line) => line.label.length > 0 && line.explanation.length > 20)).toBe(true);
    expect(excludedTotal(totals({ excluded }))).toBe(28);
    expect(EXCLUDED_REASONS.map((reason) => reason.label)).toContain('Your own visits');
  });
});

describe('hasNoClicks', () => {
  it('is true only when nothing at all reached the links in the range', () => {
    expect(hasNoClicks(totals())).toBe(true);
    expect(hasNoClicks(totals({ rawClicks: 2, excluded: { ...none, bot: 2 } }))).toBe(false);
    expect(hasNoClicks(totals({ conversions: 1 }))).toBe(false);
  });
});
