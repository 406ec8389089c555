import {
  fillSeries,
  totalsOf,
  TOP_SOURCES,
  type DailyStats,
  type ReferralStats,
  type SourceCount,
  type StatsRange,
} from './referral-stats';

/** The rollups of part of a range: the days that have rows, and every source value's clicks. */
export interface StatsPart {
  series: readonly DailyStats[];
  /** Ranked by compareSources in a cached past part; in any order in a live one. */
  hosts: readonly SourceCount[];
  paths: readonly SourceCount[];
}

export const NO_STATS: StatsPart = { series: [], hosts: [], paths: [] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A stats range cut at today (UTC): the days before today, whose rollups change only rarely and can
 * be cached, and today onwards, which every click changes and is read live. Either may be missing.
 */
export function splitAtToday(range: StatsRange, now = Date.now()): { past?: StatsRange; live?: StatsRange } {
  const today = new Date(now).toISOString().slice(0, 10);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return {
    past: range.from < today ? { from: range.from, to: range.to < today ? range.to : yesterday } : undefined,
    live: range.to >= today ? { from: range.from > today ? range.from : today, to: range.to } : undefined,
  };
}

/** Most clicks first, then by value: the one order of the top lists. */
export function compareSources(a: SourceCount, b: SourceCount): number {
  if (a.clicks !== b.clicks) return b.clicks - a.clicks;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

/**
 * The top `limit` values of the past counts (ranked by compareSources) plus the live ones. Live
 * counts only raise values, and every value raised is among the live ones, so an unraised past
 * value that makes the top list has at most `limit - 1` unraised values and all raised ones ahead
 * of it: only the first `limit + live.length` past entries need looking at.
 */
export function topSourcesOf(past: readonly SourceCount[], live: readonly SourceCount[], limit: number): SourceCount[] {
  if (live.length === 0) return past.slice(0, limit).map(({ value, clicks }) => ({ value, clicks }));
  const liveClicks = new Map<string, number>();
  for (const { value, clicks } of live) liveClicks.set(value, (liveClicks.get(value) ?? 0) + clicks);
  const merged = new Map<string, number>();
  for (const { value, clicks } of past.slice(0, limit + liveClicks.size)) merged.set(value, clicks);
  const raised = new Map(liveClicks);
  for (const { value, clicks } of past) {
    if (raised.size === 0) break;
    const added = raised.get(value);
    if (added === undefined) continue;
    merged.set(value, clicks + added);
    raised.delete(value);
  }
  for (const [value, clicks] of raised) merged.set(value, clicks);
  return [...merged]
    .map(([value, clicks]) => ({ value, clicks }))
    .sort(compareSources)
    .slice(0, limit);
}

/** The answer for the range from its cached past part and its live part (their days do not overlap). */
export function mergeStats(range: StatsRange, past: StatsPart, live: StatsPart): ReferralStats {
  const series = fillSeries(range, [...past.series, ...live.series]);
  return {
    ...range,
    interval: 'day',
    series,
    totals: totalsOf(series),
    topReferrerHosts: topSourcesOf(past.hosts, live.hosts, TOP_SOURCES),
    topLandingPaths: topSourcesOf(past.paths, live.paths, TOP_SOURCES),
  };
}
