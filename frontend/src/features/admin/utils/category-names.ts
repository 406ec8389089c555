// Directory projects carry category slugs (an approved "Gaming" submission becomes "gamefi").
const DIRECTORY_CATEGORY_NAMES: Record<string, string> = {
  nft: 'NFT',
  defi: 'DeFi',
  gamefi: 'GameFi',
  layer2: 'Layer 2',
  wallets: 'Wallets',
  exchanges: 'Exchanges',
  infrastructure: 'Infrastructure',
  other: 'Other',
};

/** The directory's categories, offered as the pending projects' category filter. */
export const DIRECTORY_CATEGORIES: readonly string[] = Object.keys(DIRECTORY_CATEGORY_NAMES);

export function directoryCategoryName(slug: string): string {
  return DIRECTORY_CATEGORY_NAMES[slug.toLowerCase()] ?? slug;
}
