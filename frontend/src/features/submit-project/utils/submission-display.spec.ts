import { describe, expect, it } from 'vitest';
import { listingTypeLabel, listingTypeName, paymentLabel, verificationBadge } from './submission-display';

describe('verificationBadge', () => {
  it('gives pending, approved and rejected distinct colours', () => {
    const colours = ['pending', 'approved', 'rejected'].map((status) => verificationBadge(status).color);
    expect(new Set(colours).size).toBe(3);
    expect(verificationBadge('pending')).toEqual({ label: 'Pending', color: 'warning', variant: 'outlined' });
    expect(verificationBadge('approved')).toMatchObject({ label: 'Approved', color: 'success' });
    expect(verificationBadge('rejected')).toMatchObject({ label: 'Rejected', color: 'error' });
  });

  it('shows an unexpected status as it is', () => {
    expect(verificationBadge('escalated')).toMatchObject({ label: 'escalated', color: 'default' });
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
    expect(paymentLabel('verified', 'completed')).toBe('Payment completed');
  });
});
