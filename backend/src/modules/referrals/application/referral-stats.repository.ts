import type { DailyStats, SourceCount, StatsRange } from '../domain/referral-stats';

/** Which of a partner's links the stats cover: all of them, one link, or one campaign's. */
export interface StatsScope {
  partnerId: number;
  referralId?: number;
  campaignId?: number;
}

export interface CampaignTotals {
  clicks: number;
  conversions: number;
}

/** Reads the daily rollups (never the raw events). */
export abstract class ReferralStatsRepository {
  /** The days of the range that have a rollup row, oldest first. */
  abstract dailySeries(scope: StatsScope, range: StatsRange): Promise<DailyStats[]>;
  /** The top referrer hosts and landing paths by counted clicks over the range. */
  abstract topSources(scope: StatsScope, range: StatsRange, limit: number): Promise<{ hosts: SourceCount[]; paths: SourceCount[] }>;
  /** All-time counted clicks and conversions of each campaign's links (the referrals' counters). */
  abstract campaignTotals(campaignIds: readonly number[]): Promise<Map<number, CampaignTotals>>;
}
