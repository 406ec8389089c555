export const partnerEndpoints = {
  profile: '/api/partner/profile',
  referrals: '/api/referrals',
  referral: (id: number) => `/api/referrals/${id}`,
  referralStats: '/api/referrals/stats',
  referralStatsExport: '/api/referrals/stats/export',
  campaigns: '/api/campaigns',
  campaignStatus: (id: number) => `/api/campaigns/${id}/status`,
  articleSubmissions: '/api/article-submissions',
} as const;
