import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { SessionUser } from '../../../kernel/auth/session-user';
import type { ListingQuote } from '../domain/listing-quote';
import { ListingPaymentRepository, type PayableListing } from './listing-payment.repository';
import { ListingQuoteRepository, type StoredChainPayment } from './listing-quote.repository';

/** A submission keeps every transaction entered for it; a read shows the latest ones. */
export const PAYMENTS_SHOWN = 20;

export interface ListingPaymentState {
  listing: PayableListing;
  /** The open quote, else the latest one (superseded or paid), else null. */
  quote: ListingQuote | null;
  /** Newest first. */
  payments: StoredChainPayment[];
}

/** The quote and on-chain payments of a submission, for its owner or an admin (anyone else: 404). */
@Injectable()
export class ListingPaymentStateUseCase {
  constructor(
    private readonly listings: ListingPaymentRepository,
    private readonly quotes: ListingQuoteRepository,
  ) {}

  async read(reader: SessionUser, submissionId: number): Promise<ListingPaymentState> {
    const listing = await this.listings.listing(submissionId);
    if (!listing || (reader.role !== 'admin' && listing.userId !== reader.id))
      throw new DomainError('NOT_FOUND', 'Project submission not found');
    const [quote, payments] = await Promise.all([
      this.quotes.latestQuote(submissionId),
      this.quotes.paymentsOf(submissionId, PAYMENTS_SHOWN),
    ]);
    return { listing, quote, payments };
  }
}
