import { describe, expect, it } from 'vitest';
import { referralTotals } from './referral-totals';

describe('referralTotals', () => {
  it('counts referral records and sums clicks and conversions', () => {
    expect(
      referralTotals([
        { clicks: 10, conversions: 2 },
        { clicks: 0, conversions: 0 },
        { clicks: 5, conversions: 1 },
      ]),
    ).toEqual({ referrals: 3, clicks: 15, conversions: 3 });
  });

  it('is all zeros without referrals', () => {
    expect(referralTotals([])).toEqual({ referrals: 0, clicks: 0, conversions: 0 });
  });

  it('ignores counters that are not numbers', () => {
    expect(referralTotals([{ clicks: Number.NaN, conversions: 1 }])).toEqual({
      referrals: 1,
      clicks: 0,
      conversions: 1,
    });
  });
});
