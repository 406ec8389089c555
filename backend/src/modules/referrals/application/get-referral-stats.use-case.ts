import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { CampaignOwnership } from '../../campaigns/application/campaign-ownership';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { fillSeries, statsRange, totalsOf, TOP_SOURCES, type DailyStats, type ReferralStats, type StatsRange } from '../domain/referral-stats';
import { requireOwnCampaign } from './referral-campaign';
import { ReferralStatsRepository, type StatsScope } from './referral-stats.repository';
import { ReferralRepository } from './referral.repository';
import { REFERRAL_NOT_FOUND_MESSAGE } from './move-referral-to-campaign.use-case';

export interface ReferralStatsQuery {
  from?: string;
  to?: string;
  referralId?: number;
  campaignId?: number;
}

@Injectable()
export class GetReferralStatsUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly referrals: ReferralRepository,
    private readonly campaigns: CampaignOwnership,
    private readonly stats: ReferralStatsRepository,
  ) {}

  /** The partner's clicks and conversions per day over the range (all links, one link or one campaign's), from the rollups. */
  async execute(userId: number, query: ReferralStatsQuery): Promise<ReferralStats> {
    const { scope, range } = await this.scopeOf(userId, query);
    const [rows, sources] = await Promise.all([this.stats.dailySeries(scope, range), this.stats.topSources(scope, range, TOP_SOURCES)]);
    const series = fillSeries(range, rows);
    return {
      ...range,
      interval: 'day',
      series,
      totals: totalsOf(series),
      topReferrerHosts: sources.hosts,
      topLandingPaths: sources.paths,
    };
  }

  /** The same series, for the CSV export. */
  async series(userId: number, query: ReferralStatsQuery): Promise<DailyStats[]> {
    const { scope, range } = await this.scopeOf(userId, query);
    return fillSeries(range, await this.stats.dailySeries(scope, range));
  }

  private async scopeOf(userId: number, query: ReferralStatsQuery): Promise<{ scope: StatsScope; range: StatsRange }> {
    const range = statsRange(query.from, query.to);
    if (typeof range === 'string') throw new DomainError('VALIDATION_FAILED', range);
    const profile = await this.profiles.require(userId);
    if (query.referralId !== undefined && !(await this.referrals.findForPartner(query.referralId, profile.id))) {
      throw new DomainError('NOT_FOUND', REFERRAL_NOT_FOUND_MESSAGE);
    }
    await requireOwnCampaign(this.campaigns, query.campaignId, profile.id);
    return { scope: { partnerId: profile.id, referralId: query.referralId, campaignId: query.campaignId }, range };
  }
}
