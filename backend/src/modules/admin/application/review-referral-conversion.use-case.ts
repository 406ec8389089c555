import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import type { SessionUser } from '../../../kernel/auth/session-user';
import { Notifier } from '../../notifications/application/notifier';
import type { StoredConversion } from '../../referrals/application/referral-conversion.repository';
import {
  ReferralConversionsUseCase,
  type ConversionDecision,
} from '../../referrals/application/referral-conversions.use-case';
import { referralConversionPolicy } from '../../referrals/domain/referral-conversion.policy';
import { AuditLogRepository } from './audit-log.repository';
import { carryOut } from './moderation-consequences';

/**
 * An admin confirms or voids a flagged referral conversion: the referrals module moves it and its
 * counters, the conversion policy says what else that causes, and the audit entry and the
 * partner's notification commit with it, or nothing does.
 */
@Injectable()
export class ReviewReferralConversionUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly conversions: ReferralConversionsUseCase,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
  ) {}

  execute(
    userId: number,
    decision: ConversionDecision,
    note: string | null,
    actor: SessionUser,
  ): Promise<StoredConversion> {
    return this.transactions.run(async () => {
      // The referrals module decides only a flagged conversion (409 otherwise, 404 unknown).
      const { before, after } = await this.conversions.decide(userId, decision, actor.id, note);
      const partner = { referralId: after.referralId, ownerUserId: after.ownerUserId, code: after.referralCode };
      await carryOut(referralConversionPolicy.effectsOf(before.status, decision), {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: decision === 'confirm' ? 'referral-conversion.confirm' : 'referral-conversion.void',
            targetType: 'referral-conversion',
            targetId: userId,
            targetLabel: `${after.username} via ${after.referralCode}`,
            outcome: after.status,
            notes: note,
            before: { status: before.status, flags: before.flags.join(', ') },
            after: { status: after.status, flags: after.flags.join(', ') },
          }),
        'notify-owner': () =>
          this.notifier.notify(
            after.status === 'counted'
              ? { type: 'referral.converted', ...partner }
              : { type: 'referral.conversion-voided', ...partner, reason: note ?? '' },
          ),
      });
      return after;
    });
  }
}
