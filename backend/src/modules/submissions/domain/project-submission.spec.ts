import { describe, expect, it } from 'vitest';
import { directoryCategoryFor, paymentStatusFor } from './project-submission';

describe('project submission rules', () => {
  it('marks free listings paid and the others pending payment', () => {
    expect(paymentStatusFor('free')).toBe('completed');
    expect(paymentStatusFor('featured')).toBe('pending');
    expect(paymentStatusFor('verified')).toBe('pending');
  });

  it('maps submission categories to directory categories', () => {
    expect(directoryCategoryFor('NFT')).toBe('nft');
    expect(directoryCategoryFor('DeFi')).toBe('defi');
    expect(directoryCategoryFor('Gaming')).toBe('gamefi');
    expect(directoryCategoryFor('Exchanges')).toBe('exchanges');
    expect(directoryCategoryFor('Infrastructure')).toBe('infrastructure');
    expect(directoryCategoryFor('Other')).toBe('other');
  });
});
