import { describe, expect, it } from 'vitest';
import { listingTypeLabel, listingTypeName, paymentLabel, verificationBadge } from './submission-display';

describe('verificationBadge', () => {
  it('uses the shared review-state badge styles', () => {
    expect(verificationBadge('pending')).toEqual({ label: 'Pending', color: 'secondary', variant: 'filled' });
    expect(verificationBadge('approved')).toEqual({ label: 'Approved', color: 'primary', variant: 'filled' });
    expect(verificationBadge('rejected')).toEqual({ label: 'Rejected', color: 'error', variant: 'filled' });
  });

  it('names an unexpected status', () => {
    expect(verificationBadge('escalated')).toMatchObject({ label: 'Escalated', color: 'secondary' });
    expect(verificationBadge('')).toMatchObject({ label: 'Unknown' });
  });
});

describe('listing type labels', () => {
  it('names the three tiers', () => {
    expect(['free', 'featured', 'verified'].map(listingTypeName)).toEqual(['Free', 'Featured', 'Verified']);
    expect(listingTypeLabel('featured')).toBe('Featured listing');
    expect(listingTypeLabel('custom')).toBe('custom listing');
  });
});

describe('paymentLabel', () => {
  it('explains the payment state per listing type', () => {
    expect(paymentLabel('free', 'completed')).toBe('No payment needed');
    expect(paymentLabel('featured', 'pending')).toBe('Payment pending');
    expect(paymentLabel('verified', 'completed')).toBe('Payment recorded');
  });
});

describe('withdrawn', () => {
  it('has its own badge label', () => {
    expect(verificationBadge('withdrawn').label).toBe('Withdrawn');
  });
});
