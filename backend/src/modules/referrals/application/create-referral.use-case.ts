import { Injectable } from '@nestjs/common';
import { PartnerStanding } from '../../partners/application/partner-standing';
import type { Referral } from '../domain/referral';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class CreateReferralUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly referrals: ReferralRepository,
  ) {}

  /** A new referral always starts at 0 clicks and 0 conversions, whatever the client sends; a rejected or revoked partner may not open one. */
  async execute(userId: number, code: string): Promise<Referral> {
    const profile = await this.standing.requireInGoodStanding(userId);
    return this.referrals.create(profile.id, code);
  }
}
