import type { DailyStats, SourceCount, StatsRange } from '../domain/referral-stats';

/** Which of a partner's links the stats cover: all of them, or these (one link, or a campaign's). */
export interface StatsScope {
  partnerId: number;
  referralIds?: readonly number[];
}

export interface Rollups {
  series: DailyStats[];
  hosts: SourceCount[];
  paths: SourceCount[];
}

export interface CampaignTotals {
  clicks: number;
  conversions: number;
}

/** Reads the daily rollups (never the raw events). */
export abstract class ReferralStatsRepository {
  /** The days of the range that have a rollup row, oldest first. */
  abstract dailySeries(scope: StatsScope, range: StatsRange): Promise<DailyStats[]>;
  /** The days of the range that have a rollup row, and every referrer host and landing path with its counted clicks, in no order. */
  abstract rollups(scope: StatsScope, range: StatsRange): Promise<Rollups>;
  /** The ids of the partner's links in the campaign, ascending. */
  abstract campaignLinkIds(partnerId: number, campaignId: number): Promise<number[]>;
  /** All-time counted clicks and conversions of each campaign's links (the referrals' counters). */
  abstract campaignTotals(campaignIds: readonly number[]): Promise<Map<number, CampaignTotals>>;
}
