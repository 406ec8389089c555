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
import {
  CONVERSION_SIGNALS,
  DECIDE_CONVERSION,
  FIND_CONVERSION,
  FIND_CONVERTIBLE,
  INSERT_CONVERSION,
  STORED_COLUMNS,
} from './referral-conversions.statements';

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
    const rows = await this.query<ConvertibleReferral>(FIND_CONVERTIBLE, [code, userId]);
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
    }>(CONVERSION_SIGNALS, [
      referralId,
      evidence.visitor,
      evidence.clientAddress,
      evidence.clickEventId,
      SHARED_ADDRESS_WINDOW_HOURS,
      SHARED_DEVICE_WINDOW_DAYS,
      BURST_WINDOW_MINUTES,
    ]);
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
    const rows = await this.query<{ convertedAt: Date }>(INSERT_CONVERSION, [
      conversion.userId,
      conversion.referralId,
      conversion.status,
      conversion.flags,
      conversion.clickEventId,
      conversion.visitor,
      conversion.clientAddress.slice(0, 64),
      conversion.userAgent,
    ]);
    return rows[0] ?? null;
  }

  async find(userId: number): Promise<StoredConversion | null> {
    const rows = await this.query<StoredConversion>(FIND_CONVERSION, [userId]);
    return rows[0] ?? null;
  }

  async decide(review: ConversionReview): Promise<StoredConversion | null> {
    // The conditional update decides once; the rollup moves from flagged to the decided column of the conversion's day.
    const rows = await this.query<{ user_id: number }>(DECIDE_CONVERSION, [
      review.userId,
      review.status,
      review.reviewerId,
      review.note,
    ]);
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
