/** The chains this site knows by name, with the block explorer that shows an address. */
const CHAINS: Record<number, { name: string; explorer?: string }> = {
  1: { name: 'Ethereum', explorer: 'https://etherscan.io' },
  8453: { name: 'Base', explorer: 'https://basescan.org' },
  42161: { name: 'Arbitrum One', explorer: 'https://arbiscan.io' },
  10: { name: 'OP Mainnet', explorer: 'https://optimistic.etherscan.io' },
  137: { name: 'Polygon', explorer: 'https://polygonscan.com' },
};

/** The chains payouts can be sent on (the server accepts these five), in the order they are offered. */
export const PAYOUT_CHAIN_IDS: readonly number[] = [1, 8453, 42161, 10, 137];

export function chainName(chainId: number): string {
  return CHAINS[chainId]?.name ?? `Chain ${chainId}`;
}

/** The explorer's page of `address` on `chainId`; null for a chain without a known explorer. */
export function explorerAddressUrl(chainId: number, address: string): string | null {
  const explorer = CHAINS[chainId]?.explorer;
  return explorer ? `${explorer}/address/${address}` : null;
}

/** `0x1234…abcd`: the first four and last four hex digits. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
