import { Injectable } from '@nestjs/common';
import { Notifier } from '../../notifications/application/notifier';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import {
  clickEventIdOf,
  conversionFlags,
  statusFor,
  trimmedUserAgent,
  visitorKeyOf,
  type ConversionStatus,
} from '../domain/conversion-flags';
import { ConversionCountedHandlers } from './conversion-counted';
import { LiveStatsMemo } from './live-stats-memo';
import { ReferralConversionRepository } from './referral-conversion.repository';

/** The signup request as the referral cookies and the request itself describe it. */
export interface ConversionSignup {
  code: string | undefined;
  userId: number;
  visitorCookie: string | undefined;
  clickEventCookie: string | undefined;
  clientAddress: string;
  userAgent: string | undefined;
}

@Injectable()
export class ConvertReferralUseCase {
  constructor(
    private readonly conversions: ReferralConversionRepository,
    private readonly conversionCounted: ConversionCountedHandlers,
    private readonly notifier: Notifier,
    private readonly liveStats: LiveStatsMemo,
  ) {}

  /**
   * Records the conversion of the referral a new account arrived through, with the signals the
   * fraud checks read. A flagged conversion waits for an admin; one that counts is announced to the
   * partner and to the ConversionCountedHandlers. Runs in signup's transaction (or the retry job's); answers the status,
   * or null when nothing was recorded.
   */
  async execute(signup: ConversionSignup): Promise<ConversionStatus | null> {
    if (!signup.code || !REFERRAL_CODE_PATTERN.test(signup.code)) return null;
    const referral = await this.conversions.findConvertible(signup.code, signup.userId);
    if (!referral) return null;
    const { signals, clickEventId } = await this.conversions.signals(referral.referralId, {
      visitor: visitorKeyOf(signup.visitorCookie),
      clientAddress: signup.clientAddress,
      userAgent: trimmedUserAgent(signup.userAgent),
      clickEventId: clickEventIdOf(signup.clickEventCookie),
    });
    const flags = conversionFlags(signals);
    const status = statusFor(flags);
    const stored = await this.conversions.insert({
      userId: signup.userId,
      referralId: referral.referralId,
      status,
      flags,
      visitor: visitorKeyOf(signup.visitorCookie),
      clientAddress: signup.clientAddress,
      userAgent: signals.userAgent,
      clickEventId,
    });
    if (!stored) return null;
    this.liveStats.changed(referral.partnerId);
    if (status === 'counted') {
      await this.conversionCounted.handle({
        userId: signup.userId,
        referralId: referral.referralId,
        referralCode: referral.code,
        partnerId: referral.partnerId,
        campaignId: referral.campaignId,
        convertedAt: stored.convertedAt,
      });
      await this.notifier.notify({
        type: 'referral.converted',
        referralId: referral.referralId,
        code: referral.code,
        ownerUserId: referral.ownerUserId,
      });
    }
    return status;
  }
}
