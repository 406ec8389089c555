import { describe, expect, it } from 'vitest';
import { formatQuoteAmount, fromBaseUnits, quoteRefusal, toBaseUnits } from './listing-quote';

describe('toBaseUnits', () => {
  it('scales whole tokens by the decimals', () => {
    expect(toBaseUnits('250', 6)).toBe(250_000_000n);
    expect(toBaseUnits('0.05', 18)).toBe(50_000_000_000_000_000n);
    expect(toBaseUnits('1.500', 2)).toBe(150n);
    expect(toBaseUnits('7', 0)).toBe(7n);
  });

  it('refuses zero, more fraction digits than the token has, and anything not a plain decimal', () => {
    for (const bad of ['0', '0.000', '1.0000001', '-1', '1e3', ' 1', '1.', '.5', '', '0x10'])
      expect(toBaseUnits(bad, 6), bad).toBeNull();
  });
});

describe('fromBaseUnits and formatQuoteAmount', () => {
  it('writes base units back without trailing zeros', () => {
    expect(fromBaseUnits(250_000_000n, 6)).toBe('250');
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatQuoteAmount({ amount: 50_000_000_000_000_000n, tokenDecimals: 18, tokenSymbol: 'ETH' })).toBe(
      '0.05 ETH',
    );
  });
});

describe('quoteRefusal', () => {
  it('quotes only paid tiers whose payment is pending', () => {
    expect(quoteRefusal({ listingType: 'free', paymentStatus: 'completed' })).toBe('Free listings need no payment');
    expect(quoteRefusal({ listingType: 'featured', paymentStatus: 'completed' })).toMatch(/already recorded/);
    expect(quoteRefusal({ listingType: 'verified', paymentStatus: 'pending' })).toBeNull();
  });
});
