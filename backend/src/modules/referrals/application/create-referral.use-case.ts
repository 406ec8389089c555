import { Injectable } from '@nestjs/common';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { Referral } from '../domain/referral';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class CreateReferralUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly referrals: ReferralRepository,
  ) {}

  /** A new referral always starts at 0 clicks and 0 conversions, whatever the client sends. */
  async execute(userId: number, code: string): Promise<Referral> {
    const profile = await this.profiles.require(userId);
    return this.referrals.create(profile.id, code);
  }
}
