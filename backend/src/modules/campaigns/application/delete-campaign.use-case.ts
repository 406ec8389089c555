import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { canDeleteCampaign, type Campaign } from '../domain/campaign';
import { CampaignRepository } from './campaign.repository';
import { CAMPAIGN_NOT_FOUND } from './change-campaign-status.use-case';

export const ONLY_DRAFTS_DELETED_MESSAGE = 'Only a draft campaign can be deleted';

@Injectable()
export class DeleteCampaignUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly campaigns: CampaignRepository,
  ) {}

  /**
   * Owner only (someone else's campaign is "not found"). Removing one's own draft is housekeeping,
   * not new partner work, so it does not need an approved profile.
   */
  async execute(userId: number, campaignId: number): Promise<Campaign> {
    const profile = await this.profiles.require(userId);
    const campaign = await this.campaigns.findForPartner(campaignId, profile.id);
    if (!campaign) throw new DomainError('NOT_FOUND', CAMPAIGN_NOT_FOUND);
    if (!canDeleteCampaign(campaign.status)) throw new DomainError('CONFLICT', ONLY_DRAFTS_DELETED_MESSAGE);
    if (!(await this.campaigns.deleteDraft(campaignId, profile.id))) {
      throw new DomainError('CONFLICT', ONLY_DRAFTS_DELETED_MESSAGE);
    }
    return campaign;
  }
}
