// Directory projects carry category slugs (an approved "Gaming" submission becomes "gamefi").
const DIRECTORY_CATEGORY_NAMES: Record<string, string> = {
  nft: 'NFT',
  defi: 'DeFi',
  gamefi: 'GameFi',
  layer2: 'Layer 2',
  exchanges: 'Exchanges',
  infrastructure: 'Infrastructure',
  other: 'Other',
};

export function directoryCategoryName(slug: string): string {
  return DIRECTORY_CATEGORY_NAMES[slug.toLowerCase()] ?? slug;
}
