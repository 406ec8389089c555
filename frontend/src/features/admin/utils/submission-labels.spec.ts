import { describe, expect, it } from 'vitest';
import { listingTypeName, paymentStatusLabel } from './submission-labels';

describe('submission labels', () => {
  it('names listing types', () => {
    expect(['free', 'featured', 'verified', 'gold'].map(listingTypeName)).toEqual([
      'Free',
      'Featured',
      'Verified',
      'gold',
    ]);
  });

  it('describes payment per listing type', () => {
    expect(paymentStatusLabel('free', 'completed')).toBe('Not needed');
    expect(paymentStatusLabel('featured', 'pending')).toBe('Awaiting payment');
    expect(paymentStatusLabel('verified', 'completed')).toBe('Completed');
  });
});
