import { describe, expect, it } from 'vitest';
import {
  awaitsPayment,
  canRecordPayment,
  localToday,
  paymentChip,
  toPaymentRequest,
  validatePaymentForm,
} from './listing-payment';

const valid = { amount: '500', reference: 'INV-2026-0042', paidOn: '2026-03-01' };
const today = '2026-03-02';

describe('validatePaymentForm', () => {
  it('accepts a positive amount, a reference and a past or present day', () => {
    expect(validatePaymentForm(valid, today)).toEqual({});
    expect(validatePaymentForm({ ...valid, amount: '0.01', paidOn: today }, today)).toEqual({});
    expect(validatePaymentForm({ ...valid, amount: ' 1250.5 ' }, today)).toEqual({});
  });

  it('refuses a missing, zero, negative, over-precise or too large amount', () => {
    expect(validatePaymentForm({ ...valid, amount: '' }, today).amount).toBe('Enter the amount paid');
    expect(validatePaymentForm({ ...valid, amount: '0' }, today).amount).toBe('The amount must be positive');
    expect(validatePaymentForm({ ...valid, amount: '-5' }, today).amount).toMatch(/two decimals/);
    expect(validatePaymentForm({ ...valid, amount: '1.005' }, today).amount).toMatch(/two decimals/);
    expect(validatePaymentForm({ ...valid, amount: '1e3' }, today).amount).toMatch(/two decimals/);
    expect(validatePaymentForm({ ...valid, amount: '10000000.01' }, today).amount).toBe(
      'The amount must be at most 10000000',
    );
  });

  it('needs a reference of 1 to 100 characters after trimming', () => {
    expect(validatePaymentForm({ ...valid, reference: '   ' }, today).reference).toBe(
      'Enter the invoice or transfer reference',
    );
    expect(validatePaymentForm({ ...valid, reference: 'x'.repeat(100) }, today).reference).toBeUndefined();
    expect(validatePaymentForm({ ...valid, reference: 'x'.repeat(101) }, today).reference).toBe(
      'At most 100 characters',
    );
  });

  it('refuses a missing, impossible or future day', () => {
    expect(validatePaymentForm({ ...valid, paidOn: '' }, today).paidOn).toBe('Enter the day it was paid');
    expect(validatePaymentForm({ ...valid, paidOn: '2026-02-30' }, today).paidOn).toBe('Enter a valid date');
    expect(validatePaymentForm({ ...valid, paidOn: '2026-03-03' }, today).paidOn).toBe(
      'The payment date cannot be in the future',
    );
  });
});

describe('toPaymentRequest', () => {
  it('sends dollars as a number and the trimmed reference', () => {
    expect(toPaymentRequest({ amount: ' 99.90 ', reference: ' INV 7 ', paidOn: '2026-03-01' })).toEqual({
      amount: 99.9,
      reference: 'INV 7',
      paidOn: '2026-03-01',
    });
  });
});

describe('localToday', () => {
  it('is the local calendar day, zero-padded', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('payment state of a listing', () => {
  it('waits for a payment only on paid tiers whose payment is pending', () => {
    expect(awaitsPayment({ listingType: 'featured', paymentStatus: 'pending' })).toBe(true);
    expect(awaitsPayment({ listingType: 'verified', paymentStatus: 'completed' })).toBe(false);
    expect(awaitsPayment({ listingType: 'free', paymentStatus: 'pending' })).toBe(false);
  });

  it('takes a payment only while the listing is in review or approved', () => {
    const unpaid = { listingType: 'featured', paymentStatus: 'pending' } as const;
    expect(canRecordPayment({ ...unpaid, verificationStatus: 'pending' })).toBe(true);
    expect(canRecordPayment({ ...unpaid, verificationStatus: 'approved' })).toBe(true);
    expect(canRecordPayment({ ...unpaid, verificationStatus: 'rejected' })).toBe(false);
    expect(canRecordPayment({ ...unpaid, verificationStatus: 'withdrawn' })).toBe(false);
    expect(canRecordPayment({ ...unpaid, paymentStatus: 'completed', verificationStatus: 'approved' })).toBe(false);
  });

  it('labels the chip of paid tiers only', () => {
    expect(paymentChip({ listingType: 'featured', paymentStatus: 'pending' })).toEqual({
      label: 'Payment pending',
      color: 'warning',
    });
    expect(paymentChip({ listingType: 'verified', paymentStatus: 'completed' })).toEqual({
      label: 'Paid',
      color: 'success',
    });
    expect(paymentChip({ listingType: 'free', paymentStatus: 'completed' })).toBeNull();
  });
});
