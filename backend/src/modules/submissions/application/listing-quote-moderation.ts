import { Injectable } from '@nestjs/common';
import type { ChainPaymentVerdict } from '../domain/chain-payment';
import { InspectChainPaymentUseCase, type InspectedChainPayment } from './inspect-chain-payment.use-case';
import { IssueListingQuoteUseCase, type IssuedListingQuote } from './issue-listing-quote.use-case';
import { PrepareListingQuoteUseCase, type QuoteRequest } from './prepare-listing-quote.use-case';
import { SettleChainPaymentUseCase, type SettledChainPayment } from './settle-chain-payment.use-case';

/**
 * What the admin module does to a paid listing's on-chain payment, through the submissions module
 * that owns it: issue a quote, check an entered transaction and settle it.
 */
@Injectable()
export class ListingQuoteModeration {
  constructor(
    private readonly preparing: PrepareListingQuoteUseCase,
    private readonly issuing: IssueListingQuoteUseCase,
    private readonly inspecting: InspectChainPaymentUseCase,
    private readonly settling: SettleChainPaymentUseCase,
  ) {}

  /** Reads the chain (an ERC-20's symbol and decimals): call it before the transaction. */
  prepareQuote(submissionId: number, request: QuoteRequest) {
    return this.preparing.execute(submissionId, request);
  }

  /** Inside the caller's transaction. */
  issueQuote(
    quote: Awaited<ReturnType<PrepareListingQuoteUseCase['execute']>>,
    adminId: number,
  ): Promise<IssuedListingQuote> {
    return this.issuing.execute(quote, adminId);
  }

  /** Reads the chain, outside any transaction; null when there is nothing left to check. */
  inspectPayment(paymentId: number): Promise<InspectedChainPayment | null> {
    return this.inspecting.execute(paymentId);
  }

  /** Notes what the check waits for and queues the next one. */
  checkAgainLater(paymentId: number, reason: string, afterSeconds: number): Promise<void> {
    return this.inspecting.checkAgainLater(paymentId, reason, afterSeconds);
  }

  /** Inside the caller's transaction; null when another check settled it first. */
  settlePayment(
    paymentId: number,
    verdict: Exclude<ChainPaymentVerdict, { outcome: 'waiting' }>,
  ): Promise<SettledChainPayment | null> {
    return this.settling.execute(paymentId, verdict);
  }
}
