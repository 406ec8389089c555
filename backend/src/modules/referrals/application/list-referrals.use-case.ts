import { Injectable } from '@nestjs/common';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { Referral } from '../domain/referral';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class ListReferralsUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly referrals: ReferralRepository,
  ) {}

  async execute(userId: number): Promise<Referral[]> {
    const profile = await this.profiles.require(userId);
    return this.referrals.listByPartner(profile.id);
  }
}
