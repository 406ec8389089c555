import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ReferralRepository, type RecordedConversion } from '../application/referral.repository';
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
      return await this.referrals.save(this.referrals.create({ partnerId, code, clicks: 0, conversions: 0, campaignId }));
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

  async recordConversion(code: string, userId: number): Promise<RecordedConversion | null> {
    // Inside signup's transaction: the conversion commits with the account or not at all.
    // One statement, so that a conversion is counted once; the owner's id and standing are read from partner_profiles.
    const rows: RecordedConversion[] = await this.unitOfWork.manager().query(
      `WITH referral AS (
         SELECT referrals.id, referrals.code, partner_profiles.user_id AS owner_user_id FROM referrals
         JOIN partner_profiles ON partner_profiles.id = referrals.partner_id
         WHERE lower(referrals.code) = lower($1) AND partner_profiles.user_id <> $2
           AND partner_profiles.status IN ('pending', 'approved')
       ), conversion AS (
         INSERT INTO referral_conversions (user_id, referral_id)
         SELECT $2, id FROM referral
         ON CONFLICT (user_id) DO NOTHING
         RETURNING referral_id
       ), counted AS (
         UPDATE referrals SET conversions = conversions + 1
         WHERE id IN (SELECT referral_id FROM conversion)
         RETURNING id
       )
       SELECT referral.id AS "referralId", referral.code, referral.owner_user_id AS "ownerUserId"
       FROM counted JOIN referral ON referral.id = counted.id`,
      [code, userId],
    );
    return rows[0] ?? null;
  }
}
