import { Injectable } from '@nestjs/common';
import { chainName } from '../../../chains/chain-catalog';
import { DomainError } from '../../../common/errors/domain.error';
import { formatQuoteAmount, quoteRefusal, type ListingQuote } from '../domain/listing-quote';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { ListingPaymentRepository, type PayableListing } from './listing-payment.repository';
import { ListingQuoteRepository, type NewListingQuote } from './listing-quote.repository';

export interface IssuedListingQuote {
  listing: PayableListing;
  quote: ListingQuote;
  /** The open quote this one replaced, if any. */
  superseded: ListingQuote | null;
}

/**
 * Stores an admin's quote for a paid listing whose payment is pending, replacing the open one, and
 * tells the owner in the timeline. Runs inside the caller's transaction (with the audit entry and
 * the owner's notification).
 */
@Injectable()
export class IssueListingQuoteUseCase {
  constructor(
    private readonly payments: ListingPaymentRepository,
    private readonly quotes: ListingQuoteRepository,
    private readonly timeline: TimelineRepository,
  ) {}

  async execute(quote: NewListingQuote, adminId: number): Promise<IssuedListingQuote> {
    const listing = await this.payments.lockListing(quote.submissionId);
    if (!listing) throw new DomainError('NOT_FOUND', 'Project submission not found');
    const refusal = quoteRefusal(listing);
    if (refusal) throw new DomainError('CONFLICT', refusal);
    const superseded = await this.quotes.openQuote(quote.submissionId);
    const issued = await this.quotes.replaceOpenQuote(quote, adminId);
    await this.timeline.record({
      itemKind: 'project-submission',
      itemId: quote.submissionId,
      event: 'quote-issued',
      actor: 'admin',
      actorId: adminId,
      notes: `${formatQuoteAmount(issued)} on ${chainName(issued.chainId)} to ${issued.treasury}, valid until ${issued.expiresAt.toISOString()}`,
    });
    return { listing, quote: issued, superseded };
  }
}
