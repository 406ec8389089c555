import { describe, expect, it } from 'vitest';
import { chainPaymentVerdict, recheckDelaySeconds, type TransferFacts, type VerdictContext } from './chain-payment';
import type { ListingQuote } from './listing-quote';

const treasury = '0x00000000000000000000000000000000000000aa' as const;
const token = '0x00000000000000000000000000000000000000cc' as const;
const other = '0x00000000000000000000000000000000000000dd' as const;
const now = new Date('2026-12-07T12:00:00Z');

const erc20Quote: Pick<ListingQuote, 'token' | 'amount' | 'treasury' | 'expiresAt' | 'tokenSymbol'> = {
  token,
  amount: 250_000_000n,
  treasury,
  expiresAt: new Date('2026-12-10T00:00:00Z'),
  tokenSymbol: 'USDC',
};
const nativeQuote = { ...erc20Quote, token: 'native' as const, amount: 10n ** 17n, tokenSymbol: 'ETH' };

const context: VerdictContext = {
  confirmations: 3,
  submittedAt: new Date('2026-12-07T11:59:00Z'),
  now,
  giveUpAfterMs: 6 * 60 * 60 * 1000,
  chainName: 'Local chain',
};

function mined(overrides: Partial<Extract<TransferFacts, { found: true }>> = {}): TransferFacts {
  return {
    found: true,
    succeeded: true,
    to: token,
    value: 0n,
    blockNumber: 100n,
    blockTime: new Date('2026-12-07T11:58:00Z'),
    headBlock: 102n,
    transfers: [{ token, to: treasury, value: 250_000_000n }],
    ...overrides,
  };
}

describe('chainPaymentVerdict for an ERC-20 quote', () => {
  it('completes an exact payment with enough confirmations, and an overpayment', () => {
    expect(chainPaymentVerdict(erc20Quote, mined(), context)).toEqual({ outcome: 'completed' });
    expect(
      chainPaymentVerdict(erc20Quote, mined({ transfers: [{ token, to: treasury, value: 300_000_000n }] }), context),
    ).toEqual({ outcome: 'completed' });
  });

  it('sums several transfers of the quoted token to the treasury', () => {
    const transfers = [
      { token, to: treasury, value: 200_000_000n },
      { token, to: treasury, value: 50_000_000n },
    ];
    expect(chainPaymentVerdict(erc20Quote, mined({ transfers }), context).outcome).toBe('completed');
  });

  it('refuses a short payment, another token, another recipient and a reverted transaction', () => {
    const verdict = (facts: TransferFacts) => chainPaymentVerdict(erc20Quote, facts, context);
    expect(verdict(mined({ transfers: [{ token, to: treasury, value: 249_999_999n }] }))).toEqual({
      outcome: 'refused',
      reason: 'The transaction pays less than the quoted amount of USDC',
    });
    expect(verdict(mined({ transfers: [{ token: other, to: treasury, value: 10n ** 30n }] }))).toEqual({
      outcome: 'refused',
      reason: 'The transaction does not pay the quoted token',
    });
    expect(verdict(mined({ transfers: [{ token, to: other, value: 250_000_000n }] }))).toEqual({
      outcome: 'refused',
      reason: 'The transaction pays someone other than the treasury',
    });
    expect(verdict(mined({ succeeded: false, transfers: [] }))).toEqual({
      outcome: 'refused',
      reason: 'The transaction failed (reverted)',
    });
  });

  it('waits for the confirmations: the block counts as its own first', () => {
    expect(chainPaymentVerdict(erc20Quote, mined({ headBlock: 100n }), context)).toEqual({
      outcome: 'waiting',
      reason: 'Waiting for 2 more confirmations',
    });
    expect(chainPaymentVerdict(erc20Quote, mined({ headBlock: 101n }), context)).toEqual({
      outcome: 'waiting',
      reason: 'Waiting for 1 more confirmation',
    });
    expect(chainPaymentVerdict(erc20Quote, mined({ headBlock: 102n }), context).outcome).toBe('completed');
  });

  it("judges the expiry at the block's time, not at the check's", () => {
    const late = { ...context, now: new Date('2026-12-20T00:00:00Z') };
    expect(chainPaymentVerdict(erc20Quote, mined(), late).outcome).toBe('completed');
    expect(chainPaymentVerdict(erc20Quote, mined({ blockTime: new Date('2026-12-10T00:00:01Z') }), context)).toEqual({
      outcome: 'refused',
      reason: 'The quote had expired when the transaction was made',
    });
  });

  it('waits for an unknown hash, then refuses it once the give-up time has passed', () => {
    expect(chainPaymentVerdict(erc20Quote, { found: false, headBlock: 5n }, context)).toEqual({
      outcome: 'waiting',
      reason: 'Transaction not found on Local chain yet',
    });
    const later = { ...context, now: new Date(context.submittedAt.getTime() + context.giveUpAfterMs) };
    expect(chainPaymentVerdict(erc20Quote, { found: false, headBlock: 5n }, later)).toEqual({
      outcome: 'refused',
      reason: 'Transaction not found on Local chain',
    });
  });
});

describe('chainPaymentVerdict for a native quote', () => {
  const native = (overrides: Partial<Extract<TransferFacts, { found: true }>>) =>
    chainPaymentVerdict(nativeQuote, mined({ transfers: [], to: treasury, value: 10n ** 17n, ...overrides }), context);

  it('completes a transfer of at least the amount to the treasury', () => {
    expect(native({}).outcome).toBe('completed');
    expect(native({ value: 10n ** 18n }).outcome).toBe('completed');
  });

  it('refuses less, another recipient, and an ERC-20 transfer instead', () => {
    expect(native({ value: 10n ** 17n - 1n })).toMatchObject({
      outcome: 'refused',
      reason: expect.stringMatching(/less/),
    });
    expect(native({ to: other })).toMatchObject({ reason: 'The transaction pays someone other than the treasury' });
    expect(native({ to: token, value: 0n, transfers: [{ token, to: treasury, value: 10n ** 20n }] })).toMatchObject({
      reason: 'The transaction does not pay the quoted token',
    });
  });
});

describe('recheckDelaySeconds', () => {
  it('doubles from the base up to the maximum', () => {
    expect([0, 1, 2, 3, 10, 50].map((checks) => recheckDelaySeconds(checks, 15, 300))).toEqual([
      15, 30, 60, 120, 300, 300,
    ]);
  });
});
