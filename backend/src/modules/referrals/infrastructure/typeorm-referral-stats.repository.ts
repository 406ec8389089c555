import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  ReferralStatsRepository,
  type CampaignTotals,
  type Rollups,
  type StatsScope,
} from '../application/referral-stats.repository';
import type { DailyStats, StatsRange } from '../domain/referral-stats';
import {
  CAMPAIGN_LINK_IDS,
  CAMPAIGN_TOTALS,
  dailySeriesStatement,
  rollupsStatement,
  scopeConditions,
} from './referral-stats.statements';

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
    const rows: DailyRow[] = await this.unitOfWork.manager().query(dailySeriesStatement(where), parameters);
    return rows.map(dailyStatsOf);
  }

  async rollups(scope: StatsScope, range: StatsRange): Promise<Rollups> {
    // One statement, so a live read of today is one round trip: the days, then every source value.
    const { where: statsWhere, parameters } = scopeConditions(scope, range, 'stats');
    const { where: sourcesWhere } = scopeConditions(scope, range, 'sources');
    const rows: (DailyRow & { dimension: 'host' | 'path' | null; value: string | null })[] = await this.unitOfWork
      .manager()
      .query(rollupsStatement(statsWhere, sourcesWhere), parameters);
    const rollups: Rollups = { series: [], hosts: [], paths: [] };
    for (const row of rows) {
      if (row.dimension === null) rollups.series.push(dailyStatsOf(row));
      else
        (row.dimension === 'host' ? rollups.hosts : rollups.paths).push({ value: row.value ?? '', clicks: row.clicks });
    }
    return rollups;
  }

  async campaignLinkIds(partnerId: number, campaignId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.unitOfWork.manager().query(CAMPAIGN_LINK_IDS, [campaignId, partnerId]);
    return rows.map((row) => row.id);
  }

  async campaignTotals(campaignIds: readonly number[]): Promise<Map<number, CampaignTotals>> {
    if (campaignIds.length === 0) return new Map();
    const rows: ({ campaignId: number } & CampaignTotals)[] = await this.unitOfWork
      .manager()
      .query(CAMPAIGN_TOTALS, [campaignIds]);
    return new Map(rows.map((row) => [row.campaignId, { clicks: row.clicks, conversions: row.conversions }]));
  }
}
