import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ReferralRepository } from '../application/referral.repository';
import type { Referral } from '../domain/referral';
import { ReferralEntity } from './referral.entity';

@Injectable()
export class TypeormReferralRepository extends ReferralRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get referrals() {
    return this.unitOfWork.manager().getRepository(ReferralEntity);
  }

  listByPartner(partnerId: number): Promise<Referral[]> {
    return this.referrals.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async create(partnerId: number, code: string, campaignId: number | null = null): Promise<Referral> {
    try {
      return await this.referrals.save(
        this.referrals.create({ partnerId, code, clicks: 0, conversions: 0, campaignId }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'Referral code is already taken');
      throw error;
    }
  }

  findForPartner(id: number, partnerId: number): Promise<Referral | null> {
    return this.referrals.findOneBy({ id, partnerId });
  }

  async moveToCampaign(id: number, partnerId: number, campaignId: number | null): Promise<Referral | null> {
    const result = await this.referrals.update({ id, partnerId }, { campaignId });
    return result.affected ? this.referrals.findOneBy({ id, partnerId }) : null;
  }
}
