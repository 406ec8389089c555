import { apiKey } from '../../../lib/api-client';

/** The SWR keys of the partner dashboard's reads; writes name their typed paths where they are sent. */
export const partnerEndpoints = {
  profile: apiKey('/api/partner/profile'),
  referrals: apiKey('/api/referrals'),
  campaigns: apiKey('/api/campaigns'),
  articleSubmissions: apiKey('/api/article-submissions'),
  payoutAddress: apiKey('/api/partner/payout-address'),
  /** The account's wallets and two-factor state, read by the payout address form (the account page reads the same keys). */
  wallets: apiKey('/api/account/wallets'),
  twoFactor: apiKey('/api/account/two-factor'),
} as const;
