import type { ReferralStats } from '../../../lib/api-types';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

export type StatsDay = ReferralStats['series'][number];
export type StatsTotals = ReferralStats['totals'];
export type ExcludedReason = keyof StatsTotals['excluded'];

/** Why a click was not counted, in the words a partner reads beside the excluded count. */
export const EXCLUDED_REASONS: readonly { key: ExcludedReason; label: string; explanation: string }[] = [
  { key: 'bot', label: 'Bots', explanation: 'Crawlers and other automated clients, recognised by their user agent.' },
  { key: 'duplicate', label: 'Repeat visits', explanation: 'The same visitor opened this link again within the hour.' },
  {
    key: 'own',
    label: 'Your own visits',
    explanation: 'Opened while signed in as you, so you cannot inflate your own numbers.',
  },
  {
    key: 'admin',
    label: "Admins' visits",
    explanation: "Opened by this site's admins, for example while reviewing your links.",
  },
  {
    key: 'rateLimit',
    label: 'Over the rate limit',
    explanation: 'Too many clicks from one address in a short time; the visitor was still sent on.',
  },
  {
    key: 'notNavigation',
    label: 'Not a page visit',
    explanation: 'Loaded as an image, script or background request, not opened by a person.',
  },
  {
    key: 'inactive',
    label: 'Partner not active',
    explanation: 'Arrived while your partner profile was rejected, withdrawn or revoked.',
  },
];

const dayFormat = createdOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);
const longDayFormat = createdOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** 'Nov 24' for '2026-11-24': the server's days are UTC dates, so they are shown as such. */
export function dayLabel(isoDay: string, long = false): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return (long ? longDayFormat : dayFormat)().format(date);
}

export interface StatsChartData {
  days: string[];
  clicks: number[];
  conversions: number[];
}

/** The line chart's x values and its two series, oldest day first, as the server sends them. */
export function chartData(series: readonly StatsDay[]): StatsChartData {
  return {
    days: series.map((entry) => entry.day),
    clicks: series.map((entry) => entry.clicks),
    conversions: series.map((entry) => entry.conversions),
  };
}

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** One line per day for screen readers: what each point of the two lines says. */
export function dayLines(series: readonly StatsDay[]): string[] {
  return series.map(
    (entry) =>
      `${dayLabel(entry.day, true)}: ${plural(entry.clicks, 'click', 'clicks')}, ${plural(entry.conversions, 'conversion', 'conversions')}`,
  );
}

/** The series in one sentence: the totals and the busiest day, for the chart's aria description. */
export function chartSummary(series: readonly StatsDay[]): string {
  if (series.length === 0) return 'No days in this range.';
  const clicks = series.reduce((sum, entry) => sum + entry.clicks, 0);
  const conversions = series.reduce((sum, entry) => sum + entry.conversions, 0);
  const range = `${dayLabel(series[0].day, true)} to ${dayLabel(series[series.length - 1].day, true)}`;
  const totals = `${range}: ${plural(clicks, 'counted click', 'counted clicks')} and ${plural(conversions, 'conversion', 'conversions')}`;
  const busiest = series.reduce((best, entry) => (entry.clicks > best.clicks ? entry : best), series[0]);
  if (busiest.clicks === 0) return `${totals}.`;
  return `${totals}; the busiest day was ${dayLabel(busiest.day, true)} with ${plural(busiest.clicks, 'click', 'clicks')}.`;
}

export function formatConversionRate(rate: number | null): string {
  if (rate === null) return '–';
  return `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

export interface ExcludedLine {
  key: ExcludedReason;
  label: string;
  explanation: string;
  count: number;
}

/** Every reason with its count, so a partner also sees what was not excluded. */
export function excludedLines(totals: StatsTotals): ExcludedLine[] {
  return EXCLUDED_REASONS.map((reason) => ({ ...reason, count: totals.excluded[reason.key] }));
}

export function excludedTotal(totals: StatsTotals): number {
  return EXCLUDED_REASONS.reduce((sum, reason) => sum + totals.excluded[reason.key], 0);
}

/** No request reached the links in this range, counted or not. */
export function hasNoClicks(totals: StatsTotals): boolean {
  return totals.rawClicks === 0 && totals.conversions === 0 && totals.flaggedConversions === 0;
}
