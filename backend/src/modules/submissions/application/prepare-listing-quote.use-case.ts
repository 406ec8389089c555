import { Inject, Injectable } from '@nestjs/common';
import { nativeCurrency } from '../../../chains/chain-catalog';
import { ChainClients } from '../../../chains/chain-clients';
import { TransferReader } from '../../../chains/transfers';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { QUOTE_LIMITS, quoteExpiry, quoteRefusal, toBaseUnits, type QuoteToken } from '../domain/listing-quote';
import { ListingPaymentRepository } from './listing-payment.repository';
import type { NewListingQuote } from './listing-quote.repository';

export interface QuoteRequest {
  /** Whole tokens as typed, e.g. "250" or "0.05". */
  amount: string;
  /** 'native' or an ERC-20 contract address (checksummed by the DTO). */
  token: QuoteToken;
  chainId: number;
  validityDays: number;
}

export const TREASURY_MISSING = 'Set TREASURY_ADDRESS (the address listing payments are sent to) before issuing quotes';

/**
 * Turns an admin's quote request into what is stored: the treasury, the token's symbol and decimals
 * (read from the chain for an ERC-20), the amount in base units and the expiry. Reads the chain, so it
 * runs before the transaction that stores the quote.
 */
@Injectable()
export class PrepareListingQuoteUseCase {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly chains: ChainClients,
    private readonly transfers: TransferReader,
    private readonly listings: ListingPaymentRepository,
  ) {}

  async execute(
    submissionId: number,
    request: QuoteRequest,
    now = new Date(),
  ): Promise<Omit<NewListingQuote, 'submissionId'> & { submissionId: number }> {
    // Checked again under the row lock when the quote is stored; here so a wrong id or tier is told before a chain read.
    const listing = await this.listings.listing(submissionId);
    if (!listing) throw new DomainError('NOT_FOUND', 'Project submission not found');
    const refusal = quoteRefusal(listing);
    if (refusal) throw new DomainError('CONFLICT', refusal);
    const treasury = this.config.treasuryAddress;
    if (!treasury) throw new DomainError('UNAVAILABLE', TREASURY_MISSING);
    if (!this.chains.isAccepted(request.chainId))
      throw new DomainError(
        'VALIDATION_FAILED',
        `Chain ${request.chainId} is not accepted here (accepted: ${this.chains.ids.join(', ')})`,
      );
    const token =
      request.token === 'native'
        ? nativeCurrency(request.chainId)
        : await this.transfers.describeToken(request.chainId, request.token);
    if (token.decimals > QUOTE_LIMITS.maxDecimals)
      throw new DomainError(
        'VALIDATION_FAILED',
        `The token has ${token.decimals} decimals, more than any quote allows`,
      );
    const amount = toBaseUnits(request.amount, token.decimals);
    if (amount === null)
      throw new DomainError(
        'VALIDATION_FAILED',
        `amount must be a positive number of ${token.symbol} with at most ${token.decimals} decimals`,
      );
    return {
      submissionId,
      chainId: request.chainId,
      token: request.token === 'native' ? 'native' : (request.token.toLowerCase() as QuoteToken),
      tokenSymbol: token.symbol,
      tokenDecimals: token.decimals,
      amount,
      treasury: treasury.toLowerCase() as `0x${string}`,
      expiresAt: quoteExpiry(now, request.validityDays),
    };
  }
}
