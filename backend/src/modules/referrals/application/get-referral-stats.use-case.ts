import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { CampaignOwnership } from '../../campaigns/application/campaign-ownership';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { fillSeries, statsRange, type DailyStats, type ReferralStats, type StatsRange } from '../domain/referral-stats';
import { compareSources, mergeStats, NO_STATS, splitAtToday, type StatsPart } from '../domain/stats-split';
import { LiveStatsMemo } from './live-stats-memo';
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

/** Changes to rollup rows of past days: the only rows a cached past part holds. */
const PAST_ROLLUP_TAGS = cacheTags.rowsWhere('referral_daily_stats', 'referral_daily_sources');

@Injectable()
export class GetReferralStatsUseCase {
  private readonly answers = new WeakMap<StatsPart, WeakMap<StatsPart, Map<string, ReferralStats>>>();

  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly referrals: ReferralRepository,
    private readonly campaigns: CampaignOwnership,
    private readonly stats: ReferralStatsRepository,
    private readonly cache: ChangeNotifiedCache,
    private readonly liveStats: LiveStatsMemo,
  ) {}

  /**
   * The partner's clicks and conversions per day over the range (all links, one link or one
   * campaign's), from the rollups: the days before today from the change-notified cache (their
   * rows notify only when something rewrites a past day), today read live (every click writes it)
   * or from the short-lived LiveStatsMemo.
   */
  async execute(userId: number, query: ReferralStatsQuery): Promise<Readonly<ReferralStats>> {
    const { scope, range } = await this.scopeOf(userId, query);
    const { past, live } = splitAtToday(range);
    const [pastPart, livePart] = await Promise.all([
      past ? this.pastPart(scope, past) : NO_STATS,
      live
        ? this.liveStats.read(scope.partnerId, `${linksKey(scope)}:${live.from}:${live.to}`, () =>
            this.stats.rollups(scope, live),
          )
        : NO_STATS,
    ]);
    return this.merged(range, pastPart, livePart);
  }

  /**
   * One answer per pair of parts and range: while neither part changes (the past part until a past
   * rollup does, the live part for up to LIVE_STATS_MAX_AGE_MS), polling clients share one merged
   * object, which the controller then serialises once. Held only as long as both parts are.
   */
  private merged(range: StatsRange, past: StatsPart, live: StatsPart): ReferralStats {
    let byLive = this.answers.get(past);
    if (!byLive) this.answers.set(past, (byLive = new WeakMap()));
    let byRange = byLive.get(live);
    if (!byRange) byLive.set(live, (byRange = new Map<string, ReferralStats>()));
    const rangeKey = `${range.from}:${range.to}`;
    let answer = byRange.get(rangeKey);
    if (!answer) byRange.set(rangeKey, (answer = Object.freeze(mergeStats(range, past, live))));
    return answer;
  }

  /** The same series, for the CSV export. */
  async series(userId: number, query: ReferralStatsQuery): Promise<DailyStats[]> {
    const { scope, range } = await this.scopeOf(userId, query);
    const { past, live } = splitAtToday(range);
    const [pastPart, liveSeries] = await Promise.all([
      past ? this.pastPart(scope, past) : NO_STATS,
      live ? this.stats.dailySeries(scope, live) : [],
    ]);
    return fillSeries(range, [...pastPart.series, ...liveSeries]);
  }

  /**
   * Keyed by the last past day too, so at midnight the new day is a new key (yesterday's entry,
   * which lacks the day that just ended, is never used again). Source counts are kept whole, as
   * today's clicks can lift any value into the top list.
   */
  private pastPart(scope: StatsScope, past: StatsRange): Promise<StatsPart> {
    const key = `referral-stats:${scope.partnerId}:${linksKey(scope)}:${past.from}:${past.to}`;
    return this.cache.read({ key, tags: PAST_ROLLUP_TAGS }, async () => {
      const { series, hosts, paths } = await this.stats.rollups(scope, past);
      return { series, hosts: hosts.sort(compareSources), paths: paths.sort(compareSources) };
    });
  }

  /** Ownership is checked on every request; a campaign is resolved to its links now, so moving a link changes the key. */
  private async scopeOf(userId: number, query: ReferralStatsQuery): Promise<{ scope: StatsScope; range: StatsRange }> {
    const range = statsRange(query.from, query.to);
    if (typeof range === 'string') throw new DomainError('VALIDATION_FAILED', range);
    const partnerId = await this.profiles.requireId(userId);
    if (query.referralId !== undefined && !(await this.referrals.findForPartner(query.referralId, partnerId))) {
      throw new DomainError('NOT_FOUND', REFERRAL_NOT_FOUND_MESSAGE);
    }
    await requireOwnCampaign(this.campaigns, query.campaignId, partnerId);
    let referralIds = query.referralId === undefined ? undefined : [query.referralId];
    if (query.campaignId !== undefined) {
      const campaignLinks = await this.stats.campaignLinkIds(partnerId, query.campaignId);
      referralIds = referralIds ? referralIds.filter((id) => campaignLinks.includes(id)) : campaignLinks;
    }
    return { scope: { partnerId, referralIds }, range };
  }
}

function linksKey(scope: StatsScope): string {
  return scope.referralIds?.join(',') ?? 'all';
}
