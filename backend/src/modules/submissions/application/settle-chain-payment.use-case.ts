import { Injectable } from '@nestjs/common';
import { chainName, transactionUrl } from '../../../chains/chain-catalog';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { ChainPaymentVerdict } from '../domain/chain-payment';
import { formatQuoteAmount, type ListingQuote } from '../domain/listing-quote';
import { hasFeaturedPlacement } from '../domain/listing-payment';
import { ListingPaymentRepository, type PayableListing } from './listing-payment.repository';
import { ListingQuoteRepository, type StoredChainPayment } from './listing-quote.repository';

export const ALREADY_PAID = 'The listing was already paid: this transaction was not counted';

export type SettledChainPayment =
  | { outcome: 'refused'; payment: StoredChainPayment; listing: PayableListing; quote: ListingQuote; reason: string }
  | {
      outcome: 'completed';
      payment: StoredChainPayment;
      listing: PayableListing;
      quote: ListingQuote;
      /** "250 USDC". */
      amount: string;
      transactionUrl: string | null;
      /** The directory project that gains its Featured placement with this payment, if any. */
      featuredProjectId: number | null;
    };

/**
 * Records a final verdict on an entered transaction, inside the caller's transaction: the payment's
 * row is locked and settled only while it is still checking, and the listing's payment completes
 * only while it is pending, so two instances checking the same transaction, or two transactions
 * paying the same listing, mark it paid once. Null when another check settled it first.
 */
@Injectable()
export class SettleChainPaymentUseCase {
  constructor(
    private readonly listings: ListingPaymentRepository,
    private readonly quotes: ListingQuoteRepository,
    private readonly timeline: TimelineRepository,
  ) {}

  async execute(
    paymentId: number,
    verdict: Exclude<ChainPaymentVerdict, { outcome: 'waiting' }>,
  ): Promise<SettledChainPayment | null> {
    const locked = await this.quotes.lockPayment(paymentId);
    if (!locked || locked.status !== 'checking') return null;
    const listing = await this.listings.lockListing(locked.submissionId);
    const quote = await this.quotes.quote(locked.quoteId);
    if (!listing || !quote) return null;
    let reason = verdict.outcome === 'refused' ? verdict.reason : null;
    if (!reason && !(await this.listings.completeOnChain(listing.id))) reason = ALREADY_PAID;
    if (reason) {
      await this.quotes.settle(paymentId, 'refused', reason);
      return { outcome: 'refused', payment: { ...locked, status: 'refused', refusal: reason }, listing, quote, reason };
    }
    await this.quotes.settle(paymentId, 'completed', null);
    await this.quotes.markQuotePaid(quote.id);
    const amount = formatQuoteAmount(quote);
    await this.timeline.record({
      itemKind: 'project-submission',
      itemId: listing.id,
      event: 'payment-settled',
      actor: 'owner',
      actorId: locked.submittedBy,
      outcome: 'completed',
      notes: `${amount} on ${chainName(locked.chainId)}, transaction ${locked.txHash}`,
    });
    const paid = { ...listing, paymentStatus: 'completed' as const };
    return {
      outcome: 'completed',
      payment: { ...locked, status: 'completed' },
      listing: paid,
      quote: { ...quote, status: 'paid' },
      amount,
      transactionUrl: transactionUrl(locked.chainId, locked.txHash),
      featuredProjectId:
        paid.verificationStatus === 'approved' && paid.projectId !== null && hasFeaturedPlacement(paid)
          ? paid.projectId
          : null,
    };
  }
}
