import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { isUniqueViolation } from '../../../database/postgres-errors';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ReferralRepository, type RecordedConversion } from '../application/referral.repository';
import type { ClickOutcome, Referral } from '../domain/referral';
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

  async create(partnerId: number, code: string): Promise<Referral> {
    try {
      return await this.referrals.save(this.referrals.create({ partnerId, code, clicks: 0, conversions: 0 }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'Referral code is already taken');
      throw error;
    }
  }

  async exists(code: string): Promise<boolean> {
    return this.referrals.createQueryBuilder('referral').where('lower(referral.code) = lower(:code)', { code }).getExists();
  }

  async recordClick(code: string, visitor: string): Promise<ClickOutcome> {
    // One statement: the visit row decides atomically whether this click counts, so concurrent
    // clicks are neither lost nor double counted. Links of a partner whose profile is rejected, withdrawn or revoked
    // still resolve but count nothing, decided from the profile row at the moment of the click.
    const rows: { id: number; counted: boolean }[] = await this.unitOfWork.manager().query(
      `WITH referral AS (
         SELECT referrals.id, partner_profiles.status IN ('pending', 'approved') AS counts FROM referrals
         JOIN partner_profiles ON partner_profiles.id = referrals.partner_id
         WHERE lower(referrals.code) = lower($1)
       ), visit AS (
         INSERT INTO referral_visits (referral_id, visitor, last_counted_at)
         SELECT id, $2, now() FROM referral WHERE counts
         ON CONFLICT (referral_id, visitor) DO UPDATE SET last_counted_at = now()
           WHERE referral_visits.last_counted_at <= now() - interval '1 hour'
         RETURNING referral_id
       ), counted AS (
         UPDATE referrals SET clicks = clicks + 1 WHERE id IN (SELECT referral_id FROM visit) RETURNING id
       )
       SELECT referral.id, EXISTS (SELECT 1 FROM counted) AS counted FROM referral`,
      [code, visitor],
    );
    if (rows.length === 0) return 'unknown-code';
    return rows[0].counted ? 'counted' : 'repeat';
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
