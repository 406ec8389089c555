import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CampaignLinkStats, CampaignLinkStatsReader } from '../../campaigns/application/campaign-link-stats';
import { ReferralStatsRepository } from './referral-stats.repository';

/** Campaigns show what their links did; the links and their counters are this module's. */
@Injectable()
export class ProvideCampaignLinkStats extends CampaignLinkStatsReader implements OnModuleInit {
  constructor(
    private readonly campaignStats: CampaignLinkStats,
    private readonly stats: ReferralStatsRepository,
  ) {
    super();
  }

  onModuleInit(): void {
    this.campaignStats.provide(this);
  }

  totalsOf(campaignIds: readonly number[]) {
    return this.stats.campaignTotals(campaignIds);
  }
}
