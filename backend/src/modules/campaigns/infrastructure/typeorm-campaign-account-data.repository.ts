import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { CampaignAccountDataRepository } from '../application/campaign-account-data';
import type { Campaign } from '../domain/campaign';
import { CampaignEntity } from './campaign.entity';

@Injectable()
export class TypeormCampaignAccountDataRepository extends CampaignAccountDataRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get campaigns() {
    return this.unitOfWork.manager().getRepository(CampaignEntity);
  }

  campaignsOf(partnerId: number): Promise<Campaign[]> {
    return this.campaigns.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async deleteAllOf(partnerId: number): Promise<void> {
    await this.campaigns.delete({ partnerId });
  }
}
