import { Injectable } from '@nestjs/common';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { Campaign } from '../domain/campaign';
import { CampaignRepository } from './campaign.repository';

@Injectable()
export class ListCampaignsUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: number): Promise<Campaign[]> {
    const profile = await this.profiles.require(userId);
    return this.campaigns.listByPartner(profile.id);
  }
}
