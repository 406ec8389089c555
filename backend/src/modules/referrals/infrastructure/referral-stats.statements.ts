import type { StatsScope } from '../application/referral-stats.repository';
import { DAILY_COUNTERS, type StatsRange } from '../domain/referral-stats';

// Hand-written SQL of the partner's statistics: sums over the daily rollups, grouped by day and by
// source value in one UNION ALL, so a live read of today is one round trip. The text is assembled
// only from the fixed column list and the fixed conditions below; values are bound as $n.

/** The rollup columns summed, clicks first. */
export const SUMMED = DAILY_COUNTERS;

/** The partner's links in scope, and the days: the conditions both rollup reads share. */
export function scopeConditions(
  scope: StatsScope,
  range: StatsRange,
  table: string,
): { where: string; parameters: unknown[] } {
  const parameters: unknown[] = [scope.partnerId, range.from, range.to];
  const conditions = ['referrals.partner_id = $1', `${table}.day BETWEEN $2::date AND $3::date`];
  if (scope.referralIds !== undefined) {
    parameters.push(scope.referralIds);
    conditions.push(`referrals.id = ANY($${parameters.length}::int[])`);
  }
  return { where: conditions.join(' AND '), parameters };
}

/** The rollup columns summed per day over the partner's links in scope (`where` from scopeConditions). */
export function dailySeriesStatement(where: string): string {
  return `SELECT to_char(stats.day, 'YYYY-MM-DD') AS day, ${SUMMED.map((column) => `sum(stats.${column})::int AS ${column}`).join(', ')}
       FROM referral_daily_stats stats JOIN referrals ON referrals.id = stats.referral_id
       WHERE ${where}
       GROUP BY stats.day ORDER BY stats.day`;
}

/**
 * The days and every source value in one statement (UNION ALL of two grouped sums), so a live read of
 * today is one round trip (`statsWhere`/`sourcesWhere` from scopeConditions).
 */
export function rollupsStatement(statsWhere: string, sourcesWhere: string): string {
  return `SELECT NULL::text AS dimension, NULL::text AS value, to_char(stats.day, 'YYYY-MM-DD') AS day,
         ${SUMMED.map((column) => `sum(stats.${column})::int AS ${column}`).join(', ')}
       FROM referral_daily_stats stats JOIN referrals ON referrals.id = stats.referral_id
       WHERE ${statsWhere}
       GROUP BY stats.day
       UNION ALL
       SELECT sources.dimension, sources.value, NULL, sum(sources.clicks)::int,
         ${SUMMED.slice(1)
           .map(() => 'NULL')
           .join(', ')}
       FROM referral_daily_sources sources JOIN referrals ON referrals.id = sources.referral_id
       WHERE ${sourcesWhere}
       GROUP BY sources.dimension, sources.value`;
}

/** The ids of a partner's links of one campaign: plain ids beside the other rollup reads, no entity to load. */
export const CAMPAIGN_LINK_IDS = `SELECT id FROM referrals WHERE campaign_id = $1 AND partner_id = $2 ORDER BY id`;

/** Each campaign's clicks and conversions summed over its links: an aggregate, GROUP BY over an id array. */
export const CAMPAIGN_TOTALS = `SELECT campaign_id AS "campaignId", sum(clicks)::int AS clicks, sum(conversions)::int AS conversions
       FROM referrals WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`;
