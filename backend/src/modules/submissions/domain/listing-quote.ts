import type { ListingType, PaymentStatus } from './project-submission';

/** What a quote asks for: an amount of one token (the chain's native currency or an ERC-20) on one chain. */
export type QuoteToken = 'native' | `0x${string}`;

/** An admin's quote for a featured or verified listing, paid on chain to the treasury. */
export interface ListingQuote {
  id: number;
  submissionId: number;
  chainId: number;
  /** 'native' or the ERC-20 contract's address, lower-case. */
  token: QuoteToken;
  tokenSymbol: string;
  tokenDecimals: number;
  /** In the token's smallest unit (wei for native, base units for an ERC-20). */
  amount: bigint;
  /** Lower-case. */
  treasury: `0x${string}`;
  expiresAt: Date;
  /** open: the one to pay; superseded by a later quote; paid by a settled transaction. */
  status: 'open' | 'superseded' | 'paid';
  createdAt: Date;
}

export const QUOTE_LIMITS = {
  minValidityDays: 1,
  maxValidityDays: 90,
  defaultValidityDays: 7,
  /** A token whose decimals() answers more than this is refused: no real token has more. */
  maxDecimals: 36,
  /** Amounts as typed: digits, an optional point and fraction. */
  amountPattern: /^\d{1,30}(\.\d{1,36})?$/,
} as const;

/** Why a quote cannot be issued for this listing, or null when it can. */
export function quoteRefusal(listing: { listingType: ListingType; paymentStatus: PaymentStatus }): string | null {
  if (listing.listingType === 'free') return 'Free listings need no payment';
  if (listing.paymentStatus === 'completed') return 'The payment for this listing was already recorded';
  return null;
}

/**
 * "250" or "0.05" in whole tokens to the token's smallest unit; null when it is not a positive
 * decimal with at most `decimals` fraction digits.
 */
export function toBaseUnits(amount: string, decimals: number): bigint | null {
  if (!QUOTE_LIMITS.amountPattern.test(amount)) return null;
  const [whole, fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > decimals) return null;
  const value = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, '0') || '0');
  return value > 0n ? value : null;
}

/** Base units back to a decimal string without trailing zeros: 250000000n, 6 → "250". */
export function fromBaseUnits(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = value / scale;
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** "250 USDC". */
export function formatQuoteAmount(quote: Pick<ListingQuote, 'amount' | 'tokenDecimals' | 'tokenSymbol'>): string {
  return `${fromBaseUnits(quote.amount, quote.tokenDecimals)} ${quote.tokenSymbol}`;
}

/** When a quote issued now for `days` days expires. */
export function quoteExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
