import { describe, expect, it } from 'vitest';
import {
  approvalPaymentCheck,
  formatUsd,
  hasFeaturedPlacement,
  latestPaymentDay,
  PAYMENT_NOT_RECORDED,
  paymentRecordingRefusal,
} from './listing-payment';

describe('paymentRecordingRefusal', () => {
  it('refuses free listings and payments already recorded', () => {
    expect(paymentRecordingRefusal({ listingType: 'free', paymentStatus: 'completed' })).toBe(
      'Free listings need no payment',
    );
    expect(paymentRecordingRefusal({ listingType: 'featured', paymentStatus: 'completed' })).toMatch(
      /already recorded/,
    );
  });

  it('allows a pending featured or verified payment', () => {
    expect(paymentRecordingRefusal({ listingType: 'featured', paymentStatus: 'pending' })).toBeNull();
    expect(paymentRecordingRefusal({ listingType: 'verified', paymentStatus: 'pending' })).toBeNull();
  });
});

describe('approvalPaymentCheck', () => {
  const unpaid = { listingType: 'verified', paymentStatus: 'pending' } as const;

  it('lets free and paid listings through without an override', () => {
    expect(approvalPaymentCheck({ listingType: 'free', paymentStatus: 'completed' }, false, null)).toEqual({
      allowed: true,
      overridden: false,
    });
    expect(approvalPaymentCheck({ listingType: 'featured', paymentStatus: 'completed' }, false, null)).toEqual({
      allowed: true,
      overridden: false,
    });
  });

  it('refuses an unpaid paid tier without an override (409)', () => {
    expect(approvalPaymentCheck(unpaid, false, 'fine')).toEqual({
      allowed: false,
      code: 'CONFLICT',
      message: PAYMENT_NOT_RECORDED,
    });
  });

  it('needs a note with an override (400)', () => {
    expect(approvalPaymentCheck(unpaid, true, null)).toMatchObject({ allowed: false, code: 'VALIDATION_FAILED' });
    expect(approvalPaymentCheck(unpaid, true, '   ')).toMatchObject({ allowed: false, code: 'VALIDATION_FAILED' });
  });

  it('approves an unpaid paid tier with an override and a note', () => {
    expect(approvalPaymentCheck(unpaid, true, 'Invoice on 30-day terms')).toEqual({ allowed: true, overridden: true });
  });
});

describe('hasFeaturedPlacement', () => {
  it('is only a paid Featured listing', () => {
    expect(hasFeaturedPlacement({ listingType: 'featured', paymentStatus: 'completed' })).toBe(true);
    expect(hasFeaturedPlacement({ listingType: 'featured', paymentStatus: 'pending' })).toBe(false);
    expect(hasFeaturedPlacement({ listingType: 'verified', paymentStatus: 'completed' })).toBe(false);
  });
});

describe('latestPaymentDay and formatUsd', () => {
  it('allows the day it already is in UTC+14', () => {
    expect(latestPaymentDay(new Date('2026-03-01T09:59:00Z'))).toBe('2026-03-01');
    expect(latestPaymentDay(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
  });

  it('writes amounts as US dollars', () => {
    expect(formatUsd(50000)).toBe('USD 500.00');
    expect(formatUsd(1)).toBe('USD 0.01');
  });
});
