export const STATS_INTERVALS = ['day'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];
export const MAX_STATS_DAYS = 366;
export const DEFAULT_STATS_DAYS = 30;
export const TOP_SOURCES = 10;

export interface Exclusions {
  bot: number;
  duplicate: number;
  own: number;
  admin: number;
  rateLimit: number;
  notNavigation: number;
  inactive: number;
}

export interface DailyStats {
  day: string;
  clicks: number;
  rawClicks: number;
  excluded: Exclusions;
  conversions: number;
  flaggedConversions: number;
}

export interface StatsTotals extends Omit<DailyStats, 'day'> {
  /** Conversions per counted click; null without counted clicks. */
  conversionRate: number | null;
}

export interface SourceCount {
  value: string;
  clicks: number;
}

export interface ReferralStats {
  from: string;
  to: string;
  interval: StatsInterval;
  series: DailyStats[];
  totals: StatsTotals;
  topReferrerHosts: SourceCount[];
  topLandingPaths: SourceCount[];
}

export interface StatsRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function timeOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/**
 * The UTC days a stats query covers: `to` defaults to today, `from` to 29 days before `to`.
 * Answers the refusal when `from` is after `to` or the range is longer than a leap year.
 */
export function statsRange(from: string | undefined, to: string | undefined, now = Date.now()): StatsRange | string {
  const end = to ?? dayOf(now);
  const start = from ?? dayOf(timeOf(end) - (DEFAULT_STATS_DAYS - 1) * DAY_MS);
  if (start > end) return 'from must not be after to';
  if ((timeOf(end) - timeOf(start)) / DAY_MS + 1 > MAX_STATS_DAYS)
    return `The range must be at most ${MAX_STATS_DAYS} days`;
  return { from: start, to: end };
}

export function emptyExclusions(): Exclusions {
  return { bot: 0, duplicate: 0, own: 0, admin: 0, rateLimit: 0, notNavigation: 0, inactive: 0 };
}

/** Every day of the range, oldest first, with zeros where nothing happened. */
export function fillSeries(range: StatsRange, rows: readonly DailyStats[]): DailyStats[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series: DailyStats[] = [];
  for (let time = timeOf(range.from); time <= timeOf(range.to); time += DAY_MS) {
    const day = dayOf(time);
    series.push(
      byDay.get(day) ?? {
        day,
        clicks: 0,
        rawClicks: 0,
        excluded: emptyExclusions(),
        conversions: 0,
        flaggedConversions: 0,
      },
    );
  }
  return series;
}

export function conversionRate(conversions: number, clicks: number): number | null {
  return clicks === 0 ? null : conversions / clicks;
}

export function totalsOf(series: readonly DailyStats[]): StatsTotals {
  const excluded = emptyExclusions();
  let clicks = 0;
  let rawClicks = 0;
  let conversions = 0;
  let flaggedConversions = 0;
  for (const day of series) {
    clicks += day.clicks;
    rawClicks += day.rawClicks;
    conversions += day.conversions;
    flaggedConversions += day.flaggedConversions;
    for (const key of Object.keys(excluded) as (keyof Exclusions)[]) excluded[key] += day.excluded[key];
  }
  return {
    clicks,
    rawClicks,
    excluded,
    conversions,
    flaggedConversions,
    conversionRate: conversionRate(conversions, clicks),
  };
}

/**
 * A day's counters under the names the CSV export gives them, which the columns of the daily
 * rollup share (the statistics are read by them).
 */
export const DAILY_COUNTERS = [
  'clicks',
  'raw_clicks',
  'excluded_bot',
  'excluded_duplicate',
  'excluded_own',
  'excluded_admin',
  'excluded_rate_limit',
  'excluded_not_navigation',
  'excluded_inactive',
  'conversions',
  'flagged_conversions',
] as const;

export const STATS_CSV_HEADER = ['day', ...DAILY_COUNTERS] as const;

/** The series as CSV, one line per day (only dates and numbers: nothing to quote). */
export function statsCsv(series: readonly DailyStats[]): string {
  const lines = series.map((day) =>
    [
      day.day,
      day.clicks,
      day.rawClicks,
      day.excluded.bot,
      day.excluded.duplicate,
      day.excluded.own,
      day.excluded.admin,
      day.excluded.rateLimit,
      day.excluded.notNavigation,
      day.excluded.inactive,
      day.conversions,
      day.flaggedConversions,
    ].join(','),
  );
  return [STATS_CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
