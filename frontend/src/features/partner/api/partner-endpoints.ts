import { apiKey } from '../../../lib/api-client';

/** The SWR keys of the partner dashboard's reads; writes name their typed paths where they are sent. */
export const partnerEndpoints = {
  profile: apiKey('/api/partner/profile'),
  referrals: apiKey('/api/referrals'),
  campaigns: apiKey('/api/campaigns'),
  articleSubmissions: apiKey('/api/article-submissions'),
} as const;
