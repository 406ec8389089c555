import type { DiscoverCategory } from './types';

export const discoverCategories: DiscoverCategory[] = [
  {
    id: 'nft',
    name: 'NFT',
    count: 45,
    description: 'Marketplaces, creator platforms and collections building digital ownership.',
    pageTitle: 'NFT Projects',
  },
  {
    id: 'defi',
    name: 'DeFi',
    count: 38,
    description: 'Lending, trading and yield protocols that run finance without intermediaries.',
    pageTitle: 'DeFi Projects',
  },
  {
    id: 'gamefi',
    name: 'GameFi',
    count: 27,
    description: 'Web3 games and gaming networks where players own their in-game assets.',
    pageTitle: 'GameFi Projects',
  },
  {
    id: 'layer2',
    name: 'Layer 2',
    count: 15,
    description: 'Rollups and scaling networks that make Ethereum faster and cheaper to use.',
    pageTitle: 'Layer 2 Projects',
  },
];

export function findCategory(id: string | undefined): DiscoverCategory | undefined {
  return discoverCategories.find((category) => category.id === id);
}
