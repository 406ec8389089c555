import { describe, expect, it } from 'vitest';
import { addressUrl, chainName, nativeCurrency, transactionUrl } from './chain-catalog';

describe('chain catalog', () => {
  it('names the known chains and any other by its id', () => {
    expect(chainName(8453)).toBe('Base');
    expect(chainName(1)).toBe('Ethereum');
    expect(chainName(42161)).toBe('Arbitrum');
    expect(chainName(31337)).toBe('Local chain');
    expect(chainName(777)).toBe('Chain 777');
  });

  it("links a transaction and an address to the chain's explorer, and nowhere without one", () => {
    expect(transactionUrl(8453, '0xabc')).toBe('https://basescan.org/tx/0xabc');
    expect(addressUrl(1, '0xdef')).toBe('https://etherscan.io/address/0xdef');
    expect(transactionUrl(31337, '0xabc')).toBeNull();
    expect(transactionUrl(777, '0xabc')).toBeNull();
  });

  it("knows each chain's native currency", () => {
    expect(nativeCurrency(137).decimals).toBe(18);
    expect(nativeCurrency(8453)).toEqual({ symbol: 'ETH', decimals: 18 });
  });
});
