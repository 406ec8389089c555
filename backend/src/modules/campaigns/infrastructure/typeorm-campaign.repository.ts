import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CampaignRepository } from '../application/campaign.repository';
import type { Campaign, CampaignStatus, NewCampaign } from '../domain/campaign';
import { CampaignEntity } from './campaign.entity';

@Injectable()
export class TypeormCampaignRepository extends CampaignRepository {
  constructor(@InjectRepository(CampaignEntity) private readonly repository: Repository<CampaignEntity>) {
    super();
  }

  listByPartner(partnerId: number): Promise<Campaign[]> {
    return this.repository.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  create(campaign: NewCampaign): Promise<Campaign> {
    return this.repository.save(this.repository.create({ ...campaign, status: 'draft' }));
  }

  findForPartner(id: number, partnerId: number): Promise<Campaign | null> {
    return this.repository.findOneBy({ id, partnerId });
  }

  async moveStatus(id: number, partnerId: number, from: CampaignStatus, to: CampaignStatus): Promise<Campaign | null> {
    const result = await this.repository.update({ id, partnerId, status: from }, { status: to });
    return result.affected ? this.repository.findOneBy({ id, partnerId }) : null;
  }
}
