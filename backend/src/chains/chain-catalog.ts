import type { Chain } from 'viem';
import { arbitrum, base, foundry, mainnet, optimism, polygon } from 'viem/chains';

/** The chains the product knows by name and explorer; any other accepted id is "Chain <id>" with no explorer. */
const KNOWN_CHAINS: readonly Chain[] = [mainnet, base, arbitrum, optimism, polygon, foundry];

const byId = new Map(KNOWN_CHAINS.map((chain) => [chain.id, chain]));

/** The chain's name for people: "Base", "Ethereum", or "Chain 12345". */
export function chainName(chainId: number): string {
  const chain = byId.get(chainId);
  if (!chain) return `Chain ${chainId}`;
  return chain.id === foundry.id ? 'Local chain' : chain.name.replace(/ One$/, '');
}

/** The block explorer's page of a transaction, or null on a chain without a known explorer. */
export function transactionUrl(chainId: number, hash: string): string | null {
  const explorer = byId.get(chainId)?.blockExplorers?.default.url;
  return explorer ? `${explorer}/tx/${hash}` : null;
}

/** The block explorer's page of an address (an account or a contract), or null without a known explorer. */
export function addressUrl(chainId: number, address: string): string | null {
  const explorer = byId.get(chainId)?.blockExplorers?.default.url;
  return explorer ? `${explorer}/address/${address}` : null;
}

/** The native currency's symbol and decimals ("ETH", 18; "POL", 18 on Polygon). */
export function nativeCurrency(chainId: number): { symbol: string; decimals: number } {
  const currency = byId.get(chainId)?.nativeCurrency;
  return currency ? { symbol: currency.symbol, decimals: currency.decimals } : { symbol: 'ETH', decimals: 18 };
}
