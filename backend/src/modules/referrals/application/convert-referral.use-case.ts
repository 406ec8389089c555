import { Injectable } from '@nestjs/common';
import { REFERRAL_CODE_PATTERN } from '../../partners/domain/partner-profile';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class ConvertReferralUseCase {
  constructor(private readonly referrals: ReferralRepository) {}

  /** Credits the referral a new account arrived through; answers whether a conversion was counted. */
  async execute(code: string | undefined, userId: number): Promise<boolean> {
    if (!code || !REFERRAL_CODE_PATTERN.test(code)) return false;
    return this.referrals.recordConversion(code, userId);
  }
}
