import { apiKey, type ApiKey } from '../../../lib/api-client';

/** What the analytics panel shows: a date range and which links, kept in the page's query string. */

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
/** The server's default range (to = today, from = to − 29 days). */
export const DEFAULT_PRESET: RangePreset = 30;
/** The longest range the stats API answers, counting both ends. */
export const MAX_RANGE_DAYS = 366;

export type StatsRange = { kind: 'preset'; days: RangePreset } | { kind: 'custom'; from: string; to: string };

export type StatsScope =
  { kind: 'all' } | { kind: 'link'; referralId: number } | { kind: 'campaign'; campaignId: number };

export interface StatsView {
  range: StatsRange;
  scope: StatsScope;
}

export const DEFAULT_STATS_VIEW: StatsView = {
  range: { kind: 'preset', days: DEFAULT_PRESET },
  scope: { kind: 'all' },
};

const PREFIX = 'stats.';
const KEYS = {
  range: `${PREFIX}range`,
  from: `${PREFIX}from`,
  to: `${PREFIX}to`,
  link: `${PREFIX}link`,
  campaign: `${PREFIX}campaign`,
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,15}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Today's date in UTC, the calendar the server's daily rollups use. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Why a custom range cannot be asked for, or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both a start and an end date.';
  if (!isIsoDate(from) || !isIsoDate(to)) return 'Enter the dates as YYYY-MM-DD.';
  if (from > to) return 'The start date must not be after the end date.';
  if (daysInRange(from, to) > MAX_RANGE_DAYS) return `A range can span at most ${MAX_RANGE_DAYS} days.`;
  return null;
}

function parseId(value: string | null): number | null {
  return value !== null && ID.test(value) ? Number(value) : null;
}

/** The view the query string names; anything unknown, malformed or invalid reads as the default. */
export function statsViewFrom(search: URLSearchParams): StatsView {
  const from = search.get(KEYS.from) ?? '';
  const to = search.get(KEYS.to) ?? '';
  const preset = RANGE_PRESETS.find((days) => String(days) === search.get(KEYS.range));
  let range: StatsRange = DEFAULT_STATS_VIEW.range;
  if ((from || to) && customRangeProblem(from, to) === null) range = { kind: 'custom', from, to };
  else if (preset) range = { kind: 'preset', days: preset };

  const referralId = parseId(search.get(KEYS.link));
  const campaignId = parseId(search.get(KEYS.campaign));
  let scope: StatsScope = { kind: 'all' };
  if (referralId !== null) scope = { kind: 'link', referralId };
  else if (campaignId !== null) scope = { kind: 'campaign', campaignId };
  return { range, scope };
}

/** The page's query string holding this view; other parameters stay, defaults are left out. */
export function searchWithStatsView(search: URLSearchParams, view: StatsView): string {
  const next = new URLSearchParams();
  for (const [key, value] of search) if (!key.startsWith(PREFIX)) next.append(key, value);
  if (view.range.kind === 'custom') {
    next.set(KEYS.from, view.range.from);
    next.set(KEYS.to, view.range.to);
  } else if (view.range.days !== DEFAULT_PRESET) {
    next.set(KEYS.range, String(view.range.days));
  }
  if (view.scope.kind === 'link') next.set(KEYS.link, String(view.scope.referralId));
  if (view.scope.kind === 'campaign') next.set(KEYS.campaign, String(view.scope.campaignId));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The dates a range covers: a preset of N days ends today (UTC) and includes it. */
export function rangeDates(range: StatsRange, today: string): { from: string; to: string } {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  return { from: addDays(today, -(range.days - 1)), to: today };
}

/** The stats API's query for this view: what both the chart and its CSV export take. */
export function statsQuery(view: StatsView, today: string): URLSearchParams {
  const { from, to } = rangeDates(view.range, today);
  const query = new URLSearchParams({ from, to });
  if (view.scope.kind === 'link') query.set('referralId', String(view.scope.referralId));
  if (view.scope.kind === 'campaign') query.set('campaignId', String(view.scope.campaignId));
  query.set('interval', 'day');
  return query;
}

type StatsPath = '/api/referrals/stats' | '/api/referrals/stats/export';

/** The chart's read or the CSV export of one view, with the query of `statsQuery`. */
export function statsUrl(path: '/api/referrals/stats', view: StatsView, today: string): ApiKey<'/api/referrals/stats'>;
export function statsUrl(
  path: '/api/referrals/stats/export',
  view: StatsView,
  today: string,
): ApiKey<'/api/referrals/stats/export'>;
export function statsUrl(path: StatsPath, view: StatsView, today: string): ApiKey<StatsPath> {
  const { from, to } = rangeDates(view.range, today);
  return apiKey(path, {
    params: {
      query: {
        from,
        to,
        ...(view.scope.kind === 'link' ? { referralId: view.scope.referralId } : {}),
        ...(view.scope.kind === 'campaign' ? { campaignId: view.scope.campaignId } : {}),
        interval: 'day',
      },
    },
  });
}

/** The value of the scope select: 'all', 'link:3' or 'campaign:7'. */
export function scopeValue(scope: StatsScope): string {
  if (scope.kind === 'link') return `link:${scope.referralId}`;
  if (scope.kind === 'campaign') return `campaign:${scope.campaignId}`;
  return 'all';
}

export function scopeFromValue(value: string): StatsScope {
  const [kind, id] = value.split(':');
  const parsed = parseId(id ?? null);
  if (kind === 'link' && parsed !== null) return { kind: 'link', referralId: parsed };
  if (kind === 'campaign' && parsed !== null) return { kind: 'campaign', campaignId: parsed };
  return { kind: 'all' };
}

export function sameRange(a: StatsRange, b: StatsRange): boolean {
  if (a.kind === 'preset' && b.kind === 'preset') return a.days === b.days;
  if (a.kind === 'custom' && b.kind === 'custom') return a.from === b.from && a.to === b.to;
  return false;
}
