import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { canMoveCampaign, type Campaign, type CampaignStatus } from '../domain/campaign';
import { CampaignRepository } from './campaign.repository';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

@Injectable()
export class ChangeCampaignStatusUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly campaigns: CampaignRepository,
  ) {}

  /** Only the owner may move a campaign, and only forward; someone else's campaign is "not found". */
  async execute(userId: number, campaignId: number, status: CampaignStatus): Promise<Campaign> {
    const profile = await this.profiles.require(userId);
    const campaign = await this.campaigns.findForPartner(campaignId, profile.id);
    if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
    if (!canMoveCampaign(campaign.status, status)) {
      throw new DomainError('VALIDATION_FAILED', `A ${campaign.status} campaign cannot become ${status}`);
    }
    const moved = await this.campaigns.moveStatus(campaignId, profile.id, campaign.status, status);
    if (!moved) throw new DomainError('CONFLICT', 'The campaign changed meanwhile; reload and try again');
    return moved;
  }
}
