import { Injectable } from '@nestjs/common';
import { isBotUserAgent, type ClickOutcome } from '../domain/referral';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import { ReferralRepository } from './referral.repository';

export interface ReferralClick {
  code: string;
  visitor: string;
  userAgent: string | undefined;
}

export type TrackOutcome = ClickOutcome | 'bot';

@Injectable()
export class TrackReferralClickUseCase {
  constructor(private readonly referrals: ReferralRepository) {}

  async execute(click: ReferralClick): Promise<TrackOutcome> {
    if (!REFERRAL_CODE_PATTERN.test(click.code)) return 'unknown-code';
    if (isBotUserAgent(click.userAgent)) return 'bot';
    return this.referrals.recordClick(click.code, click.visitor);
  }
}
