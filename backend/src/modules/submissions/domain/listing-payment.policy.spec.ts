import { describe, expect, it } from 'vitest';
import { listingPaymentPolicy } from './listing-payment.policy';

describe('listingPaymentPolicy', () => {
  it('record from pending → completed, with its timeline entry, Featured placement, audit entry and notification', () => {
    expect(listingPaymentPolicy.decide('pending', 'record')).toEqual({
      allowed: true,
      next: 'completed',
      effects: ['timeline-entry', 'feature-listing', 'audit-entry', 'notify-owner'],
    });
  });

  it('record from completed: refused (a payment is recorded once)', () => {
    expect(listingPaymentPolicy.decide('completed', 'record')).toEqual({ allowed: false });
  });
});
