import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../paging/list-window';
import { DomainError } from '../../../common/errors/domain.error';
import type { ConversionDecision } from '../domain/referral-conversion.policy';
import { ConversionCountedHandlers } from './conversion-counted';
import { LiveStatsMemo } from './live-stats-memo';
import {
  ReferralConversionRepository,
  type ConversionWindow,
  type StoredConversion,
} from './referral-conversion.repository';

export type { ConversionDecision } from '../domain/referral-conversion.policy';

export interface DecidedConversion {
  before: StoredConversion;
  after: StoredConversion;
}

/**
 * An admin decides a flagged conversion: confirmed, it counts (rollups, referrals.conversions and
 * the ConversionCountedHandlers); voided, it never will. Runs in the caller's transaction so the
 * audit entry and notification commit with it.
 */
@Injectable()
export class ReferralConversionsUseCase {
  constructor(
    private readonly conversions: ReferralConversionRepository,
    private readonly conversionCounted: ConversionCountedHandlers,
    private readonly liveStats: LiveStatsMemo,
  ) {}

  list(window: ConversionWindow): Promise<ListPage<StoredConversion>> {
    return this.conversions.page(window);
  }

  async decide(
    userId: number,
    decision: ConversionDecision,
    reviewerId: number,
    note: string | null,
  ): Promise<DecidedConversion> {
    const before = await this.conversions.find(userId);
    if (!before) throw new DomainError('NOT_FOUND', 'Conversion not found');
    const status = decision === 'confirm' ? 'counted' : 'voided';
    const after =
      before.status === 'flagged' ? await this.conversions.decide({ userId, status, reviewerId, note }) : null;
    if (!after) {
      // Another admin may have decided it between the read and the conditional update.
      const current =
        before.status === 'flagged' ? ((await this.conversions.find(userId))?.status ?? 'voided') : before.status;
      throw new DomainError(
        'CONFLICT',
        `Only a flagged conversion can be decided; this one is already ${current === 'counted' ? 'counted' : 'voided'}`,
      );
    }
    this.liveStats.changed(after.partnerId);
    if (after.status === 'counted') {
      await this.conversionCounted.handle({
        userId: after.userId,
        referralId: after.referralId,
        referralCode: after.referralCode,
        partnerId: after.partnerId,
        campaignId: after.campaignId,
        convertedAt: after.convertedAt,
      });
    }
    return { before, after };
  }
}
