import { describe, expect, it } from 'vitest';
import {
  canResubmitNow,
  listingTypeLabel,
  listingTypeName,
  paymentLabel,
  resubmissionText,
  timelineText,
  verificationBadge,
} from './submission-display';

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
    expect(paymentLabel('verified', 'completed')).toBe('Payment completed');
  });
});

describe('owner lifecycle wording', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('says whether and when a rejected submission may come back', () => {
    expect(resubmissionText(null, now)).toBeNull();
    expect(resubmissionText({ allowed: false, from: null }, now)).toBe('This submission cannot be resubmitted.');
    expect(resubmissionText({ allowed: true, from: '2026-11-20T00:00:00Z' }, now)).toBe('You may edit and resubmit it now.');
    expect(resubmissionText({ allowed: true, from: '2026-12-24T12:00:00Z' }, now)).toBe(
      `You may resubmit from ${new Date('2026-12-24T12:00:00Z').toLocaleDateString()}.`,
    );
  });

  it('offers resubmitting for withdrawn items and rejections whose wait is over', () => {
    expect(canResubmitNow('withdrawn', null, now)).toBe(true);
    expect(canResubmitNow('rejected', { allowed: true, from: '2026-11-01T00:00:00Z' }, now)).toBe(true);
    expect(canResubmitNow('rejected', { allowed: true, from: '2026-12-01T00:00:00Z' }, now)).toBe(false);
    expect(canResubmitNow('rejected', { allowed: false, from: null }, now)).toBe(false);
    expect(canResubmitNow('pending', null, now)).toBe(false);
  });

  it('tells timeline entries without naming admins', () => {
    expect(timelineText({ event: 'decided', actorLabel: 'An admin', outcome: 'rejected', reasonLabel: 'Duplicate' })).toBe(
      'An admin rejected it (Duplicate)',
    );
    expect(timelineText({ event: 'resubmitted', actorLabel: 'You', outcome: null, reasonLabel: null })).toBe('You resubmitted it');
    expect(verificationBadge('withdrawn').label).toBe('Withdrawn');
  });
});
