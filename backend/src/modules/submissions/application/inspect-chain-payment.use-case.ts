import { Inject, Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { ChainClients, ChainUnreachableError } from '../../../chains/chain-clients';
import { TransferReader } from '../../../chains/transfers';
import { JobQueue } from '../../../common/application/job-queue';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { chainPaymentVerdict, recheckDelaySeconds, type ChainPaymentVerdict } from '../domain/chain-payment';
import { ListingQuoteRepository, type StoredChainPayment } from './listing-quote.repository';
import {
  CHAIN_PAYMENT_CHECK_JOB,
  chainPaymentCheckKey,
  type ChainPaymentCheckJob,
} from './submit-chain-payment.use-case';

export interface InspectedChainPayment {
  payment: StoredChainPayment;
  verdict: ChainPaymentVerdict;
  /** When the verdict is `waiting`: how long until the next check. */
  recheckAfterSeconds: number;
}

/**
 * Reads an entered transaction from its chain and asks the payment rules whether it pays the quote.
 * Reads only, outside any transaction; `SettleChainPaymentUseCase` records a final verdict. A chain
 * that cannot be read (no answer, no RPC URL) is a wait, not a refusal, until the give-up time.
 */
@Injectable()
export class InspectChainPaymentUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly quotes: ListingQuoteRepository,
    private readonly chains: ChainClients,
    private readonly transfers: TransferReader,
    private readonly jobs: JobQueue,
  ) {}

  /** Null when there is no such payment or it is settled already. */
  async execute(paymentId: number, now = new Date()): Promise<InspectedChainPayment | null> {
    const payment = await this.quotes.payment(paymentId);
    if (!payment || payment.status !== 'checking') return null;
    const quote = await this.quotes.quote(payment.quoteId);
    if (!quote) return null;
    const { recheckBaseSeconds, recheckMaxSeconds, giveUpHours } = this.config.chainPayments;
    const recheckAfterSeconds = recheckDelaySeconds(payment.checks, recheckBaseSeconds, recheckMaxSeconds);
    const giveUpAfterMs = giveUpHours * 60 * 60 * 1000;
    let verdict: ChainPaymentVerdict;
    try {
      const facts = await this.transfers.transfers(payment.chainId, payment.txHash);
      verdict = chainPaymentVerdict(quote, facts, {
        confirmations: this.chains.confirmations(payment.chainId),
        submittedAt: payment.createdAt,
        now,
        giveUpAfterMs,
        chainName: chainName(payment.chainId),
      });
    } catch (error) {
      // No answer, no RPC URL, or a chain no longer accepted: nothing the payment did, so it waits (and gives up in time).
      if (!(error instanceof ChainUnreachableError || error instanceof DomainError)) throw error;
      verdict =
        now.getTime() - payment.createdAt.getTime() >= giveUpAfterMs
          ? { outcome: 'refused', reason: `${chainName(payment.chainId)} could not be read for ${giveUpHours} hours` }
          : { outcome: 'waiting', reason: `${chainName(payment.chainId)} cannot be read right now` };
    }
    return { payment, verdict, recheckAfterSeconds };
  }

  async checkAgainLater(paymentId: number, reason: string, afterSeconds: number): Promise<void> {
    await this.quotes.noteWaiting(paymentId, reason);
    await this.jobs.enqueue(CHAIN_PAYMENT_CHECK_JOB, { paymentId } satisfies ChainPaymentCheckJob, {
      startAfterSeconds: afterSeconds,
      singletonKey: chainPaymentCheckKey(paymentId),
    });
  }
}
