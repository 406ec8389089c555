import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../paging/list-window';
import { keysetPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  ReferralConversionRepository,
  type ConversionEvidence,
  type ConversionReview,
  type ConversionWindow,
  type ConvertibleReferral,
  type NewConversion,
  type StoredConversion,
} from '../application/referral-conversion.repository';
import {
  BURST_WINDOW_MINUTES,
  SHARED_ADDRESS_WINDOW_HOURS,
  SHARED_DEVICE_WINDOW_DAYS,
  type ConversionSignals,
} from '../domain/conversion-flags';

const STORED_COLUMNS = `
  conversion.user_id AS "userId", account.username, conversion.referral_id AS "referralId", referral.code AS "referralCode",
  referral.partner_id AS "partnerId", profile.user_id AS "ownerUserId", profile.company_name AS "companyName",
  referral.campaign_id AS "campaignId", conversion.converted_at AS "convertedAt", conversion.status, conversion.flags,
  conversion.client_address AS "clientAddress", conversion.user_agent AS "userAgent",
  conversion.reviewed_at AS "reviewedAt", conversion.review_note AS "reviewNote"`;

const STORED_FROM = `
  referral_conversions conversion
  JOIN users account ON account.id = conversion.user_id
  JOIN referrals referral ON referral.id = conversion.referral_id
  JOIN partner_profiles profile ON profile.id = referral.partner_id`;

const LIST_COLUMNS = {
  createdAt: 'conversion.converted_at',
  id: 'conversion.user_id',
  search: ['account.username', 'referral.code', 'profile.company_name', 'conversion.client_address'],
};

@Injectable()
export class TypeormReferralConversionRepository extends ReferralConversionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    return this.unitOfWork.manager().query(sql, parameters);
  }

  async findConvertible(code: string, userId: number): Promise<ConvertibleReferral | null> {
    // The owner's standing is read from the profile row at signup: closed tools count nothing.
    const rows = await this.query<ConvertibleReferral>(
      `SELECT referrals.id AS "referralId", referrals.code, referrals.partner_id AS "partnerId",
              partner_profiles.user_id AS "ownerUserId", referrals.campaign_id AS "campaignId"
       FROM referrals JOIN partner_profiles ON partner_profiles.id = referrals.partner_id
       WHERE lower(referrals.code) = lower($1) AND partner_profiles.user_id <> $2
         AND partner_profiles.status IN ('pending', 'approved')`,
      [code, userId],
    );
    return rows[0] ?? null;
  }

  async signals(
    referralId: number,
    evidence: ConversionEvidence,
  ): Promise<{ signals: ConversionSignals; clickEventId: string | null }> {
    const [row] = await this.query<{
      own: boolean;
      address: number;
      visitor: number;
      burst: number;
      click_event_id: string | null;
    }>(
      `SELECT
         EXISTS (SELECT 1 FROM referral_click_events WHERE referral_id = $1 AND visitor = $2 AND excluded = 'own') AS own,
         (SELECT count(*) FROM referral_conversions
          WHERE client_address = $3 AND converted_at > now() - make_interval(hours => $5))::int AS address,
         (SELECT count(*) FROM referral_conversions
          WHERE visitor = $2 AND converted_at > now() - make_interval(days => $6))::int AS visitor,
         (SELECT count(*) FROM referral_conversions
          WHERE referral_id = $1 AND converted_at > now() - make_interval(mins => $7))::int AS burst,
         (SELECT id::text FROM referral_click_events WHERE id = $4::bigint AND referral_id = $1) AS click_event_id`,
      [
        referralId,
        evidence.visitor,
        evidence.clientAddress,
        evidence.clickEventId,
        SHARED_ADDRESS_WINDOW_HOURS,
        SHARED_DEVICE_WINDOW_DAYS,
        BURST_WINDOW_MINUTES,
      ],
    );
    return {
      signals: {
        visitorClickedAsOwner: row.own,
        earlierConversionsFromAddress: row.address,
        earlierConversionsFromVisitor: row.visitor,
        earlierConversionsOnReferral: row.burst,
        userAgent: evidence.userAgent,
      },
      clickEventId: row.click_event_id,
    };
  }

  async insert(conversion: NewConversion): Promise<{ convertedAt: Date } | null> {
    // One statement: the conversion, the referral's counter (only when it counts) and its day's rollup.
    const rows = await this.query<{ convertedAt: Date }>(
      `WITH conversion AS (
         INSERT INTO referral_conversions (user_id, referral_id, status, flags, click_event_id, visitor, client_address, user_agent)
         VALUES ($1, $2, $3, $4::text[], $5::bigint, $6, $7, $8)
         ON CONFLICT (user_id) DO NOTHING
         RETURNING referral_id, status, converted_at
       ), counted AS (
         UPDATE referrals SET conversions = conversions + 1
         WHERE id IN (SELECT referral_id FROM conversion WHERE status = 'counted')
         RETURNING id
       ), daily AS (
         INSERT INTO referral_daily_stats (referral_id, day, conversions, flagged_conversions)
         SELECT referral_id, (converted_at AT TIME ZONE 'UTC')::date, (status = 'counted')::int, (status = 'flagged')::int FROM conversion
         ON CONFLICT (referral_id, day) DO UPDATE SET
           conversions = referral_daily_stats.conversions + EXCLUDED.conversions,
           flagged_conversions = referral_daily_stats.flagged_conversions + EXCLUDED.flagged_conversions
         RETURNING referral_id
       )
       SELECT converted_at AS "convertedAt" FROM conversion`,
      [
        conversion.userId,
        conversion.referralId,
        conversion.status,
        conversion.flags,
        conversion.clickEventId,
        conversion.visitor,
        conversion.clientAddress.slice(0, 64),
        conversion.userAgent,
      ],
    );
    return rows[0] ?? null;
  }

  async find(userId: number): Promise<StoredConversion | null> {
    const rows = await this.query<StoredConversion>(
      `SELECT ${STORED_COLUMNS} FROM ${STORED_FROM} WHERE conversion.user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async decide(review: ConversionReview): Promise<StoredConversion | null> {
    // The conditional update decides once; the rollup moves from flagged to the decided column of the conversion's day.
    const rows = await this.query<{ user_id: number }>(
      `WITH decided AS (
         UPDATE referral_conversions SET status = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4
         WHERE user_id = $1 AND status = 'flagged'
         RETURNING user_id, referral_id, status, converted_at
       ), counted AS (
         UPDATE referrals SET conversions = conversions + 1
         WHERE id IN (SELECT referral_id FROM decided WHERE status = 'counted')
         RETURNING id
       ), daily AS (
         UPDATE referral_daily_stats stats SET
           flagged_conversions = stats.flagged_conversions - 1,
           conversions = stats.conversions + (decided.status = 'counted')::int,
           voided_conversions = stats.voided_conversions + (decided.status = 'voided')::int
         FROM decided
         WHERE stats.referral_id = decided.referral_id AND stats.day = (decided.converted_at AT TIME ZONE 'UTC')::date
         RETURNING stats.referral_id
       )
       SELECT user_id FROM decided`,
      [review.userId, review.status, review.reviewerId, review.note],
    );
    return rows.length > 0 ? this.find(review.userId) : null;
  }

  page(window: ConversionWindow): Promise<ListPage<StoredConversion>> {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .select(STORED_COLUMNS)
      .from('referral_conversions', 'conversion')
      .innerJoin('users', 'account', 'account.id = conversion.user_id')
      .innerJoin('referrals', 'referral', 'referral.id = conversion.referral_id')
      .innerJoin('partner_profiles', 'profile', 'profile.id = referral.partner_id')
      .where('conversion.status = :status', { status: window.status });
    return keysetPage(builder, LIST_COLUMNS, window, (row: StoredConversion) => row);
  }
}
