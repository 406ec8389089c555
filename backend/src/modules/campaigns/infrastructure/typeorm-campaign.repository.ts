import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { UnitOfWork } from '../../../database/unit-of-work';
import { CampaignRepository } from '../application/campaign.repository';
import type { Campaign, CampaignChanges, CampaignStatus, NewCampaign } from '../domain/campaign';
import { CampaignEntity } from './campaign.entity';

@Injectable()
export class TypeormCampaignRepository extends CampaignRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get campaigns() {
    return this.unitOfWork.manager().getRepository(CampaignEntity);
  }

  listByPartner(partnerId: number): Promise<Campaign[]> {
    return this.campaigns.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(campaign: NewCampaign): Promise<Campaign> {
    return this.campaigns.save(this.campaigns.create({ ...campaign, status: 'draft' }));
  }

  findForPartner(id: number, partnerId: number): Promise<Campaign | null> {
    return this.campaigns.findOneBy({ id, partnerId });
  }

  async moveStatus(id: number, partnerId: number, from: CampaignStatus, to: CampaignStatus): Promise<Campaign | null> {
    const result = await this.campaigns.update({ id, partnerId, status: from }, { status: to });
    return result.affected ? this.campaigns.findOneBy({ id, partnerId }) : null;
  }

  async update(
    id: number,
    partnerId: number,
    changes: CampaignChanges,
    whileIn: readonly CampaignStatus[],
  ): Promise<Campaign | null> {
    if (Object.keys(changes).length > 0) {
      const result = await this.campaigns.update({ id, partnerId, status: In([...whileIn]) }, changes);
      if (!result.affected) return null;
    }
    const campaign = await this.campaigns.findOneBy({ id, partnerId });
    return campaign && whileIn.includes(campaign.status) ? campaign : null;
  }

  async deleteDraft(id: number, partnerId: number): Promise<boolean> {
    const result = await this.campaigns.delete({ id, partnerId, status: 'draft' });
    return Boolean(result.affected);
  }
}
