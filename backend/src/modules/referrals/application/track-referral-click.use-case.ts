import { Injectable } from '@nestjs/common';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import { isTopLevelNavigation, type ClickExclusion } from '../domain/click-exclusion';
import type { Utm } from '../domain/landing-url';
import { isBotUserAgent } from '../domain/referral';
import { ClickEventRepository, type RecordedClick } from './click-event.repository';
import { LiveStatsMemo } from './live-stats-memo';

export interface ReferralClick {
  code: string;
  visitor: string;
  userAgent: string | undefined;
  /** Sec-Fetch-Dest and Sec-Fetch-Mode, when the browser sends them. */
  fetchDest: string | undefined;
  fetchMode: string | undefined;
  referrerHost: string | null;
  landingPath: string;
  utm: Utm;
  /** The signed-in visitor, if any. */
  viewer: { userId: number; isAdmin: boolean } | null;
  /** The visitor's address is over the click rate limit: the click is not counted. */
  overLimit: boolean;
}

@Injectable()
export class TrackReferralClickUseCase {
  constructor(
    private readonly clicks: ClickEventRepository,
    private readonly liveStats: LiveStatsMemo,
  ) {}

  /** The click event written for a known code (counted or excluded), or null for an unknown one. */
  async execute(click: ReferralClick): Promise<RecordedClick | null> {
    if (!REFERRAL_CODE_PATTERN.test(click.code)) return null;
    const recorded = await this.clicks.record({
      code: click.code,
      visitor: click.visitor,
      referrerHost: click.referrerHost,
      landingPath: click.landingPath,
      utm: click.utm,
      exclusion: requestExclusion(click),
      viewer: click.viewer,
    });
    if (recorded) this.liveStats.changed(recorded.partnerId);
    return recorded;
  }
}

/** What the request itself says about counting it; who sends it and the link's partner are decided with the link. */
function requestExclusion(click: ReferralClick): ClickExclusion | null {
  if (!isTopLevelNavigation(click.fetchDest, click.fetchMode)) return 'not-navigation';
  if (isBotUserAgent(click.userAgent)) return 'bot';
  if (click.overLimit) return 'rate-limit';
  return null;
}
