import type { Referral } from '../../../lib/api-types';

export interface ReferralTotals {
  referrals: number;
  clicks: number;
  conversions: number;
}

export function referralTotals(referrals: readonly Pick<Referral, 'clicks' | 'conversions'>[]): ReferralTotals {
  return referrals.reduce<ReferralTotals>(
    (totals, referral) => ({
      referrals: totals.referrals + 1,
      clicks: totals.clicks + (Number.isFinite(referral.clicks) ? referral.clicks : 0),
      conversions: totals.conversions + (Number.isFinite(referral.conversions) ? referral.conversions : 0),
    }),
    { referrals: 0, clicks: 0, conversions: 0 },
  );
}
