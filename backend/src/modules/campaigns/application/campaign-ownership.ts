import { Injectable } from '@nestjs/common';
import { CampaignRepository } from './campaign.repository';

/** Whether a campaign is one of a partner's own: other modules ask here before tying anything to it. */
@Injectable()
export class CampaignOwnership {
  constructor(private readonly campaigns: CampaignRepository) {}

  async isOwnedBy(campaignId: number, partnerId: number): Promise<boolean> {
    return (await this.campaigns.findForPartner(campaignId, partnerId)) !== null;
  }
}
