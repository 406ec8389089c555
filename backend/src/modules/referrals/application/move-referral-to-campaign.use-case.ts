import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { CampaignOwnership } from '../../campaigns/application/campaign-ownership';
import { PartnerStanding } from '../../partners/application/partner-standing';
import type { Referral } from '../domain/referral';
import { requireOwnCampaign } from './referral-campaign';
import { ReferralRepository } from './referral.repository';

export const REFERRAL_NOT_FOUND_MESSAGE = 'Referral not found';

@Injectable()
export class MoveReferralToCampaignUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly referrals: ReferralRepository,
    private readonly campaigns: CampaignOwnership,
  ) {}

  /** Owner only: another partner's link or campaign is "not found"; null takes the link out of its campaign. */
  async execute(userId: number, referralId: number, campaignId: number | null): Promise<Referral> {
    const profile = await this.standing.requireInGoodStanding(userId);
    await requireOwnCampaign(this.campaigns, campaignId, profile.id);
    const moved = await this.referrals.moveToCampaign(referralId, profile.id, campaignId);
    if (!moved) throw new DomainError('NOT_FOUND', REFERRAL_NOT_FOUND_MESSAGE);
    return moved;
  }
}
