import { Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { JobQueue } from '../../../common/application/job-queue';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { TRANSACTION_HASH_PATTERN } from '../domain/chain-payment';
import { ListingPaymentRepository } from './listing-payment.repository';
import { ListingQuoteRepository, type StoredChainPayment } from './listing-quote.repository';

/** The queue whose jobs check an entered transaction on chain until it settles (`{ paymentId }`). */
export const CHAIN_PAYMENT_CHECK_JOB = 'listing-payment-check';

export interface ChainPaymentCheckJob {
  paymentId: number;
}

/** The singleton key of a payment's check: one waits to run per payment. */
export const chainPaymentCheckKey = (paymentId: number) => `listing-payment-${paymentId}`;

/**
 * The owner of a paid listing enters the hash of the transaction that paid its open quote. The entry
 * is stored as `checking` and its check is queued in the same transaction; the check decides. A hash
 * already entered on that chain, for this listing or any other, is refused (the unique index).
 * The quote's expiry is judged by the check at the transaction's block time, not here.
 */
@Injectable()
export class SubmitChainPaymentUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly listings: ListingPaymentRepository,
    private readonly quotes: ListingQuoteRepository,
    private readonly jobs: JobQueue,
  ) {}

  execute(
    userId: number,
    submissionId: number,
    entry: { chainId?: number; txHash: string },
  ): Promise<StoredChainPayment> {
    if (!TRANSACTION_HASH_PATTERN.test(entry.txHash))
      throw new DomainError('VALIDATION_FAILED', 'txHash must be 0x followed by 64 hexadecimal digits');
    return this.transactions.run(async () => {
      const listing = await this.listings.lockListing(submissionId);
      if (!listing || listing.userId !== userId) throw new DomainError('NOT_FOUND', 'Project submission not found');
      if (listing.listingType === 'free') throw new DomainError('CONFLICT', 'Free listings need no payment');
      if (listing.paymentStatus === 'completed')
        throw new DomainError('CONFLICT', 'The payment for this listing was already recorded');
      const quote = await this.quotes.openQuote(submissionId);
      if (!quote) throw new DomainError('CONFLICT', 'There is no quote to pay yet: an admin issues one first');
      const chainId = entry.chainId ?? quote.chainId;
      if (chainId !== quote.chainId)
        throw new DomainError(
          'VALIDATION_FAILED',
          `The quote is to be paid on ${chainName(quote.chainId)} (chain ${quote.chainId}), not chain ${chainId}`,
        );
      const payment = await this.quotes.addPayment(
        { submissionId, quoteId: quote.id, chainId, txHash: entry.txHash.toLowerCase() as `0x${string}` },
        userId,
      );
      if (!payment)
        throw new DomainError('CONFLICT', 'This transaction was already entered for a payment and cannot pay again');
      await this.jobs.enqueue(CHAIN_PAYMENT_CHECK_JOB, { paymentId: payment.id } satisfies ChainPaymentCheckJob, {
        singletonKey: chainPaymentCheckKey(payment.id),
      });
      return payment;
    });
  }
}
