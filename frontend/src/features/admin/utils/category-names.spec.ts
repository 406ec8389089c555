import { describe, expect, it } from 'vitest';
import { directoryCategoryName } from './category-names';

describe('directoryCategoryName', () => {
  it('names the directory category slugs', () => {
    expect(
      ['nft', 'defi', 'gamefi', 'layer2', 'exchanges', 'infrastructure', 'other'].map(directoryCategoryName),
    ).toEqual(['NFT', 'DeFi', 'GameFi', 'Layer 2', 'Exchanges', 'Infrastructure', 'Other']);
  });

  it('shows an unknown category as stored', () => {
    expect(directoryCategoryName('Wallets')).toBe('Wallets');
  });
});
