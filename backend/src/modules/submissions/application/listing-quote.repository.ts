import type { ChainPayment, ChainPaymentStatus } from '../domain/chain-payment';
import type { ListingQuote } from '../domain/listing-quote';

export type NewListingQuote = Omit<ListingQuote, 'id' | 'status' | 'createdAt'>;

export interface StoredChainPayment extends ChainPayment {
  submittedBy: number | null;
  checks: number;
}

/** Quotes for paid listings (`listing_quotes`) and the transactions that pay them (`listing_chain_payments`). */
export abstract class ListingQuoteRepository {
  /** Marks the open quote superseded and stores the new one as open. */
  abstract replaceOpenQuote(quote: NewListingQuote, issuedBy: number): Promise<ListingQuote>;
  abstract openQuote(submissionId: number): Promise<ListingQuote | null>;
  abstract quote(id: number): Promise<ListingQuote | null>;
  /** The latest quote of the submission, whatever its state. */
  abstract latestQuote(submissionId: number): Promise<ListingQuote | null>;
  /** Null when the transaction was already entered on that chain (the unique index). */
  abstract addPayment(
    payment: Pick<ChainPayment, 'submissionId' | 'quoteId' | 'chainId' | 'txHash'>,
    submittedBy: number,
  ): Promise<StoredChainPayment | null>;
  abstract payment(id: number): Promise<StoredChainPayment | null>;
  /** The payment, its row locked until the transaction ends. */
  abstract lockPayment(id: number): Promise<StoredChainPayment | null>;
  /** Newest first, at most `limit`. */
  abstract paymentsOf(submissionId: number, limit: number): Promise<StoredChainPayment[]>;
  /** Records what a check that did not settle saw. */
  abstract noteWaiting(id: number, waitingFor: string): Promise<void>;
  /** Settles a payment that is still checking; false when it was settled already. */
  abstract settle(
    id: number,
    status: Exclude<ChainPaymentStatus, 'checking'>,
    refusal: string | null,
  ): Promise<boolean>;
  abstract markQuotePaid(quoteId: number): Promise<void>;
}
