import { Injectable } from '@nestjs/common';
import { isBotUserAgent, type ClickOutcome } from '../domain/referral';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import { ReferralRepository } from './referral.repository';

export interface ReferralClick {
  code: string;
  visitor: string;
  userAgent: string | undefined;
  /** The visitor's address is over the click rate limit: the click is not counted. */
  overLimit?: boolean;
}

/** 'not-counted': a known code whose click was over the rate limit. */
export type TrackOutcome = ClickOutcome | 'bot' | 'not-counted';

@Injectable()
export class TrackReferralClickUseCase {
  constructor(private readonly referrals: ReferralRepository) {}

  async execute(click: ReferralClick): Promise<TrackOutcome> {
    if (!REFERRAL_CODE_PATTERN.test(click.code)) return 'unknown-code';
    if (isBotUserAgent(click.userAgent)) return 'bot';
    if (click.overLimit) return (await this.referrals.exists(click.code)) ? 'not-counted' : 'unknown-code';
    return this.referrals.recordClick(click.code, click.visitor);
  }
}
