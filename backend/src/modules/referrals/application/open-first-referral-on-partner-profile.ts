import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PartnerProfileCreatedHandler,
  PartnerProfileCreatedHandlers,
} from '../../partners/application/partner-profile-created';
import type { PartnerProfile } from '../../partners/domain/partner-profile';
import { ReferralRepository } from './referral.repository';

/**
 * A partner profile's own referral code is its first referral link. Codes are unique across
 * all referrals, so a taken code refuses the profile too (same transaction).
 */
@Injectable()
export class OpenFirstReferralOnPartnerProfile extends PartnerProfileCreatedHandler implements OnModuleInit {
  constructor(
    private readonly handlers: PartnerProfileCreatedHandlers,
    private readonly referrals: ReferralRepository,
  ) {
    super();
  }

  onModuleInit(): void {
    this.handlers.register(this);
  }

  async handle(profile: PartnerProfile): Promise<void> {
    await this.referrals.create(profile.id, profile.referralCode);
  }
}
