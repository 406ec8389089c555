import type { ListingQuote } from './listing-quote';

/** A transaction hash a submitter entered: 0x and 64 hex digits (stored lower-case). */
export const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export type ChainPaymentStatus = 'checking' | 'completed' | 'refused';

/** A submitter's claim that a transaction paid the listing's quote, and what the check found. */
export interface ChainPayment {
  id: number;
  submissionId: number;
  quoteId: number;
  chainId: number;
  txHash: `0x${string}`;
  status: ChainPaymentStatus;
  /** Why it was refused, shown to the submitter. */
  refusal: string | null;
  /** What the last check that did not settle it saw ("Waiting for 2 more confirmations"). */
  waitingFor: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

/** A token movement seen in the receipt's logs: an ERC-20 `Transfer(from, to, value)`, addresses lower-case. */
export interface TokenTransfer {
  token: `0x${string}`;
  to: `0x${string}`;
  value: bigint;
}

/** What the chain says about a transaction, addresses lower-case. */
export type TransferFacts =
  | { found: false; headBlock: bigint }
  | {
      found: true;
      succeeded: boolean;
      /** The transaction's recipient (null for a contract creation). */
      to: `0x${string}` | null;
      /** Native value sent with the transaction, in wei. */
      value: bigint;
      blockNumber: bigint;
      blockTime: Date;
      headBlock: bigint;
      transfers: TokenTransfer[];
    };

export type ChainPaymentVerdict =
  { outcome: 'completed' } | { outcome: 'refused'; reason: string } | { outcome: 'waiting'; reason: string };

export interface VerdictContext {
  /** Blocks needed, the transaction's own included (CHAIN_CONFIRMATIONS). */
  confirmations: number;
  /** When the submitter entered the hash. */
  submittedAt: Date;
  now: Date;
  /** How long a hash the chain does not know is waited for before it is refused. */
  giveUpAfterMs: number;
  chainName: string;
}

/**
 * Whether a transaction pays a quote. Final refusals first (a reverted transaction stays reverted);
 * then the confirmations, so a payment is counted only once it is deep enough; the quote's expiry is
 * judged at the block's time, so a payment made in time counts however late it is checked.
 */
export function chainPaymentVerdict(
  quote: Pick<ListingQuote, 'token' | 'amount' | 'treasury' | 'expiresAt' | 'tokenSymbol'>,
  facts: TransferFacts,
  context: VerdictContext,
): ChainPaymentVerdict {
  if (!facts.found) {
    if (context.now.getTime() - context.submittedAt.getTime() >= context.giveUpAfterMs)
      return { outcome: 'refused', reason: `Transaction not found on ${context.chainName}` };
    return { outcome: 'waiting', reason: `Transaction not found on ${context.chainName} yet` };
  }
  if (!facts.succeeded) return { outcome: 'refused', reason: 'The transaction failed (reverted)' };
  const paid = amountPaid(quote, facts);
  if (paid.refusal) return { outcome: 'refused', reason: paid.refusal };
  if (paid.value < quote.amount)
    return { outcome: 'refused', reason: `The transaction pays less than the quoted amount of ${quote.tokenSymbol}` };
  if (facts.blockTime.getTime() > quote.expiresAt.getTime())
    return { outcome: 'refused', reason: 'The quote had expired when the transaction was made' };
  const depth = facts.headBlock - facts.blockNumber + 1n;
  if (depth < BigInt(context.confirmations)) {
    const missing = BigInt(context.confirmations) - depth;
    return {
      outcome: 'waiting',
      reason: `Waiting for ${missing} more confirmation${missing === 1n ? '' : 's'}`,
    };
  }
  return { outcome: 'completed' };
}

/** What the transaction moved of the quoted token to the treasury, or why it is the wrong payment. */
function amountPaid(
  quote: Pick<ListingQuote, 'token' | 'treasury'>,
  facts: Extract<TransferFacts, { found: true }>,
): { value: bigint; refusal?: string } {
  const treasury = quote.treasury.toLowerCase();
  if (quote.token === 'native') {
    if (facts.value > 0n && facts.to === treasury) return { value: facts.value };
    if (facts.value > 0n) return { value: 0n, refusal: 'The transaction pays someone other than the treasury' };
    return { value: 0n, refusal: 'The transaction does not pay the quoted token' };
  }
  const token = quote.token.toLowerCase();
  const ofToken = facts.transfers.filter((transfer) => transfer.token === token);
  const toTreasury = ofToken.filter((transfer) => transfer.to === treasury);
  if (toTreasury.length > 0) return { value: toTreasury.reduce((sum, transfer) => sum + transfer.value, 0n) };
  if (ofToken.length > 0) return { value: 0n, refusal: 'The transaction pays someone other than the treasury' };
  return { value: 0n, refusal: 'The transaction does not pay the quoted token' };
}

/** How long the next check waits: short at first, then at most `maxSeconds`. */
export function recheckDelaySeconds(checksSoFar: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(maxSeconds, baseSeconds * 2 ** Math.min(checksSoFar, 10));
}
