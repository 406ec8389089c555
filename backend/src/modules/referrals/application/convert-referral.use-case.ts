import { Injectable } from '@nestjs/common';
import { Notifier } from '../../notifications/application/notifier';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class ConvertReferralUseCase {
  constructor(
    private readonly referrals: ReferralRepository,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Credits the referral a new account arrived through and tells its partner; answers whether a
   * conversion was counted. Runs in signup's transaction.
   */
  async execute(code: string | undefined, userId: number): Promise<boolean> {
    if (!code || !REFERRAL_CODE_PATTERN.test(code)) return false;
    const conversion = await this.referrals.recordConversion(code, userId);
    if (!conversion) return false;
    await this.notifier.notify({ type: 'referral.converted', ...conversion });
    return true;
  }
}
