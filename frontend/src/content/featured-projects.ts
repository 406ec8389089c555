import type { FeaturedProject } from './types';

export const featuredProjectFilters = ['All', 'Exchanges', 'Startups', 'Wallets', 'DeFi', 'Layer 2'] as const;
export type FeaturedProjectFilter = (typeof featuredProjectFilters)[number];

export const featuredProjects: FeaturedProject[] = [
  {
    id: 'binance',
    name: 'Binance',
    category: 'Exchanges',
    verified: true,
    description: 'The largest crypto exchange by trading volume, with deep spot and futures liquidity.',
    website: 'https://www.binance.com',
  },
  {
    id: 'okx',
    name: 'OKX',
    category: 'Exchanges',
    verified: true,
    description: 'A global exchange and Web3 wallet offering spot, derivatives and on-chain trading.',
    website: 'https://www.okx.com',
  },
  {
    id: 'bybit',
    name: 'Bybit',
    category: 'Exchanges',
    verified: true,
    description: 'A derivatives-first exchange known for fast execution and copy trading.',
    website: 'https://www.bybit.com',
  },
  {
    id: 'nft-1',
    name: 'Zora',
    category: 'Startups',
    verified: true,
    description: 'An onchain creator network where every post can be minted and collected.',
    website: 'https://zora.co',
  },
  {
    id: 'defi-1',
    name: 'Pendle',
    category: 'Startups',
    verified: false,
    description: 'A yield-trading protocol that splits yield-bearing assets into principal and yield.',
    website: 'https://www.pendle.finance',
  },
  {
    id: 'metamask',
    name: 'MetaMask',
    category: 'Wallets',
    verified: true,
    description: 'The self-custodial wallet used by millions to reach Ethereum and EVM apps.',
    website: 'https://metamask.io',
  },
  {
    id: 'uniswap',
    name: 'Uniswap',
    category: 'DeFi',
    verified: true,
    description: 'The leading decentralized exchange protocol for swapping tokens on-chain.',
    website: 'https://uniswap.org',
  },
  {
    id: 'aave',
    name: 'Aave',
    category: 'DeFi',
    verified: true,
    description: 'A decentralized lending market where users supply and borrow crypto assets.',
    website: 'https://aave.com',
  },
  {
    id: 'arbitrum',
    name: 'Arbitrum',
    category: 'Layer 2',
    verified: true,
    description: 'An optimistic rollup that scales Ethereum with lower fees and full EVM support.',
    website: 'https://arbitrum.io',
  },
];

export function filterFeaturedProjects(filter: FeaturedProjectFilter): FeaturedProject[] {
  return filter === 'All' ? featuredProjects : featuredProjects.filter((project) => project.category === filter);
}
