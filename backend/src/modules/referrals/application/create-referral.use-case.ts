import { Injectable } from '@nestjs/common';
import { CampaignOwnership } from '../../campaigns/application/campaign-ownership';
import { PartnerStanding } from '../../partners/application/partner-standing';
import type { Referral } from '../domain/referral';
import { requireOwnCampaign } from './referral-campaign';
import { ReferralRepository } from './referral.repository';

@Injectable()
export class CreateReferralUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly referrals: ReferralRepository,
    private readonly campaigns: CampaignOwnership,
  ) {}

  /**
   * A new referral always starts at 0 clicks and 0 conversions, whatever the client sends; a rejected
   * or revoked partner may not open one. It may belong to one of the partner's own campaigns.
   */
  async execute(userId: number, code: string, campaignId: number | null = null): Promise<Referral> {
    const profile = await this.standing.requireInGoodStanding(userId);
    await requireOwnCampaign(this.campaigns, campaignId, profile.id);
    return this.referrals.create(profile.id, code, campaignId);
  }
}
