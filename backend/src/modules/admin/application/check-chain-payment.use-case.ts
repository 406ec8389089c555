import { Injectable, Logger } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { ListingQuoteModeration } from '../../submissions/application/listing-quote-moderation';
import type { SettledChainPayment } from '../../submissions/application/settle-chain-payment.use-case';
import { CHAIN_CHECK_ACTOR } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';
import { ModerationConsequences } from './moderation-consequences';
import { ModerationTargets } from './moderation-targets';

/**
 * The background check of an entered payment transaction (queue `listing-payment-check`): reads the
 * chain, and either queues itself again (not confirmed, not found yet, chain unreadable) or settles
 * the payment with its consequences in one transaction, like an admin's recorded payment: the
 * Featured placement, the audit entry, the owner's and the admins' notifications. Settling is
 * conditional, so a check run twice (a retry, two instances) counts the payment once.
 */
@Injectable()
export class CheckChainPaymentUseCase {
  private readonly logger = new Logger(CheckChainPaymentUseCase.name);

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly quotes: ListingQuoteModeration,
    private readonly targets: ModerationTargets,
    private readonly consequences: ModerationConsequences,
    private readonly audit: AuditLogRepository,
  ) {}

  /** One check: the settled payment, 'waiting' when it was queued again, or null when nothing was left to do. */
  async check(paymentId: number): Promise<SettledChainPayment | 'waiting' | null> {
    const inspected = await this.quotes.inspectPayment(paymentId);
    if (!inspected) return null;
    const { verdict } = inspected;
    if (verdict.outcome === 'waiting') {
      await this.quotes.checkAgainLater(paymentId, verdict.reason, inspected.recheckAfterSeconds);
      return 'waiting';
    }
    const settled = await this.transactions.run(async () => {
      const result = await this.quotes.settlePayment(paymentId, verdict);
      if (result) await this.carryOut(result);
      return result;
    });
    if (settled) this.logger.log(`Listing payment ${paymentId} ${settled.outcome}`);
    return settled;
  }

  private async carryOut(settled: SettledChainPayment): Promise<void> {
    const { listing, payment, quote } = settled;
    const chain = chainName(payment.chainId);
    if (settled.outcome === 'refused') {
      await this.consequences.notify({
        type: 'project-submission.chain-payment-refused',
        submissionId: listing.id,
        ownerUserId: listing.userId,
        projectName: listing.projectName,
        txHash: payment.txHash,
        reason: settled.reason,
      });
      return;
    }
    const featured =
      settled.featuredProjectId !== null && (await this.targets.of('project').feature(settled.featuredProjectId));
    await this.audit.record({
      actor: CHAIN_CHECK_ACTOR,
      action: 'project-submission.payment-on-chain',
      targetType: 'project-submission',
      targetId: listing.id,
      targetLabel: listing.projectName,
      outcome: 'completed',
      notes: `${settled.amount} on ${chain}, transaction ${payment.txHash}`,
      before: { paymentStatus: 'pending' },
      after: {
        paymentStatus: 'completed',
        amount: settled.amount,
        quoteId: quote.id,
        chainId: payment.chainId,
        txHash: payment.txHash,
        featured,
      },
    });
    const event = {
      submissionId: listing.id,
      projectName: listing.projectName,
      amount: settled.amount,
      chainName: chain,
    };
    await this.consequences.notify({
      type: 'project-submission.paid-on-chain',
      ownerUserId: listing.userId,
      txHash: payment.txHash,
      ...event,
    });
    await this.consequences.notify({
      type: 'project-submission.chain-payment-received',
      txHash: payment.txHash,
      ...event,
    });
  }
}
