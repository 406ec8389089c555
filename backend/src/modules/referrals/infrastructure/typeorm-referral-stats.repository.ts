import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  ReferralStatsRepository,
  type CampaignTotals,
  type Rollups,
  type StatsScope,
} from '../application/referral-stats.repository';
import type { DailyStats, StatsRange } from '../domain/referral-stats';

interface DailyRow {
  day: string;
  clicks: number;
  raw_clicks: number;
  excluded_bot: number;
  excluded_duplicate: number;
  excluded_own: number;
  excluded_admin: number;
  excluded_rate_limit: number;
  excluded_not_navigation: number;
  excluded_inactive: number;
  conversions: number;
  flagged_conversions: number;
}

const SUMMED = [
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

/** The partner's links in scope, and the days: the conditions both rollup reads share. */
function scopeConditions(
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

function dailyStatsOf(row: DailyRow): DailyStats {
  return {
    day: row.day,
    clicks: row.clicks,
    rawClicks: row.raw_clicks,
    excluded: {
      bot: row.excluded_bot,
      duplicate: row.excluded_duplicate,
      own: row.excluded_own,
      admin: row.excluded_admin,
      rateLimit: row.excluded_rate_limit,
      notNavigation: row.excluded_not_navigation,
      inactive: row.excluded_inactive,
    },
    conversions: row.conversions,
    flaggedConversions: row.flagged_conversions,
  };
}

@Injectable()
export class TypeormReferralStatsRepository extends ReferralStatsRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async dailySeries(scope: StatsScope, range: StatsRange): Promise<DailyStats[]> {
    const { where, parameters } = scopeConditions(scope, range, 'stats');
    const rows: DailyRow[] = await this.unitOfWork.manager().query(
      `SELECT to_char(stats.day, 'YYYY-MM-DD') AS day, ${SUMMED.map((column) => `sum(stats.${column})::int AS ${column}`).join(', ')}
       FROM referral_daily_stats stats JOIN referrals ON referrals.id = stats.referral_id
       WHERE ${where}
       GROUP BY stats.day ORDER BY stats.day`,
      parameters,
    );
    return rows.map(dailyStatsOf);
  }

  async rollups(scope: StatsScope, range: StatsRange): Promise<Rollups> {
    // One statement, so a live read of today is one round trip: the days, then every source value.
    const { where: statsWhere, parameters } = scopeConditions(scope, range, 'stats');
    const { where: sourcesWhere } = scopeConditions(scope, range, 'sources');
    const rows: (DailyRow & { dimension: 'host' | 'path' | null; value: string | null })[] = await this.unitOfWork
      .manager()
      .query(
        `SELECT NULL::text AS dimension, NULL::text AS value, to_char(stats.day, 'YYYY-MM-DD') AS day,
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
       GROUP BY sources.dimension, sources.value`,
        parameters,
      );
    const rollups: Rollups = { series: [], hosts: [], paths: [] };
    for (const row of rows) {
      if (row.dimension === null) rollups.series.push(dailyStatsOf(row));
      else
        (row.dimension === 'host' ? rollups.hosts : rollups.paths).push({ value: row.value ?? '', clicks: row.clicks });
    }
    return rollups;
  }

  async campaignLinkIds(partnerId: number, campaignId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.unitOfWork
      .manager()
      .query(`SELECT id FROM referrals WHERE campaign_id = $1 AND partner_id = $2 ORDER BY id`, [
        campaignId,
        partnerId,
      ]);
    return rows.map((row) => row.id);
  }

  async campaignTotals(campaignIds: readonly number[]): Promise<Map<number, CampaignTotals>> {
    if (campaignIds.length === 0) return new Map();
    const rows: ({ campaignId: number } & CampaignTotals)[] = await this.unitOfWork.manager().query(
      `SELECT campaign_id AS "campaignId", sum(clicks)::int AS clicks, sum(conversions)::int AS conversions
       FROM referrals WHERE campaign_id = ANY($1::int[]) GROUP BY campaign_id`,
      [campaignIds],
    );
    return new Map(rows.map((row) => [row.campaignId, { clicks: row.clicks, conversions: row.conversions }]));
  }
}
