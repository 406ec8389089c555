import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { PartnerStanding } from '../../partners/application/partner-standing';
import { endsBeforeItStarts, type Campaign, type NewCampaign } from '../domain/campaign';
import { CampaignRepository } from './campaign.repository';

@Injectable()
export class CreateCampaignUseCase {
  constructor(
    private readonly standing: PartnerStanding,
    private readonly campaigns: CampaignRepository,
  ) {}

  /** New campaigns start as drafts; a rejected or revoked partner may not start one. */
  async execute(userId: number, campaign: Omit<NewCampaign, 'partnerId'>): Promise<Campaign> {
    if (endsBeforeItStarts(campaign.startDate, campaign.endDate)) {
      throw new DomainError('VALIDATION_FAILED', 'End date must not be before the start date');
    }
    const profile = await this.standing.requireInGoodStanding(userId);
    return this.campaigns.create({ ...campaign, partnerId: profile.id });
  }
}
