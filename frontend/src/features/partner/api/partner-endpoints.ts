export const partnerEndpoints = {
  profile: '/api/partner/profile',
  referrals: '/api/referrals',
  campaigns: '/api/campaigns',
  campaignStatus: (id: number) => `/api/campaigns/${id}/status`,
  articleSubmissions: '/api/article-submissions',
} as const;
