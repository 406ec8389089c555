import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ReferralStatsRepository, type CampaignTotals, type StatsScope } from '../application/referral-stats.repository';
import type { DailyStats, SourceCount, StatsRange } from '../domain/referral-stats';

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
function scopeConditions(scope: StatsScope, range: StatsRange, table: string): { where: string; parameters: unknown[] } {
  const parameters: unknown[] = [scope.partnerId, range.from, range.to];
  const conditions = ['referrals.partner_id = $1', `${table}.day BETWEEN $2::date AND $3::date`];
  if (scope.referralId !== undefined) {
    parameters.push(scope.referralId);
    conditions.push(`referrals.id = $${parameters.length}`);
  }
  if (scope.campaignId !== undefined) {
    parameters.push(scope.campaignId);
    conditions.push(`referrals.campaign_id = $${parameters.length}`);
  }
  return { where: conditions.join(' AND '), parameters };
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
    return rows.map((row) => ({
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
    }));
  }

  async topSources(scope: StatsScope, range: StatsRange, limit: number): Promise<{ hosts: SourceCount[]; paths: SourceCount[] }> {
    const { where, parameters } = scopeConditions(scope, range, 'sources');
    parameters.push(limit);
    const rows: (SourceCount & { dimension: 'host' | 'path' })[] = await this.unitOfWork.manager().query(
      `SELECT dimension, value, clicks FROM (
         SELECT sources.dimension, sources.value, sum(sources.clicks)::int AS clicks,
           row_number() OVER (PARTITION BY sources.dimension ORDER BY sum(sources.clicks) DESC, sources.value) AS rank
         FROM referral_daily_sources sources JOIN referrals ON referrals.id = sources.referral_id
         WHERE ${where}
         GROUP BY sources.dimension, sources.value
       ) ranked WHERE rank <= $${parameters.length} ORDER BY dimension, rank`,
      parameters,
    );
    const pick = (dimension: 'host' | 'path') =>
      rows.filter((row) => row.dimension === dimension).map(({ value, clicks }) => ({ value, clicks }));
    return { hosts: pick('host'), paths: pick('path') };
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
