import { describe, expect, it } from 'vitest';
import { chainName, explorerAddressUrl, PAYOUT_CHAIN_IDS, shortAddress } from './chains';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('chains', () => {
  it('names the supported chains and any other by its id', () => {
    expect([1, 8453, 42161, 10, 137, 56].map(chainName)).toEqual([
      'Ethereum',
      'Base',
      'Arbitrum One',
      'OP Mainnet',
      'Polygon',
      'Chain 56',
    ]);
  });

  it('offers the five accepted chains for payouts, each by its name', () => {
    expect(PAYOUT_CHAIN_IDS.map(chainName)).toEqual(['Ethereum', 'Base', 'Arbitrum One', 'OP Mainnet', 'Polygon']);
  });

  it("links an address to its chain's explorer, and to none for an unknown chain", () => {
    expect(explorerAddressUrl(1, address)).toBe(`https://etherscan.io/address/${address}`);
    expect(explorerAddressUrl(8453, address)).toBe(`https://basescan.org/address/${address}`);
    expect(explorerAddressUrl(42161, address)).toBe(`https://arbiscan.io/address/${address}`);
    expect(explorerAddressUrl(10, address)).toBe(`https://optimistic.etherscan.io/address/${address}`);
    expect(explorerAddressUrl(137, address)).toBe(`https://polygonscan.com/address/${address}`);
    expect(explorerAddressUrl(56, address)).toBeNull();
  });

  it('shortens an address to its first four and last four hex digits', () => {
    expect(shortAddress(address)).toBe('0x5aAe…eAed');
  });
});
