/**
 * Spec §8: read failures throw generic messages and show nothing to the user. The first eight
 * are the spec's own words; the rest follow the same pattern ("and similar").
 */
export const READ_FAILURES = {
  profile: 'Failed to fetch profile',
  referrals: 'Failed to fetch referrals',
  submissions: 'Failed to fetch submissions',
  campaigns: 'Failed to fetch campaigns',
  insights: 'Failed to fetch insights',
  projects: 'Failed to fetch projects',
  leaderboard: 'Failed to fetch leaderboard',
  pendingPartners: 'Failed to fetch pending partners',
  pendingProjects: 'Failed to fetch pending projects',
  pendingArticles: 'Failed to fetch pending articles',
  contactMessages: 'Failed to fetch contact messages',
  subscribers: 'Failed to fetch subscribers',
  audit: 'Failed to fetch audit log',
  records: 'Failed to fetch records',
  articles: 'Failed to fetch articles',
  article: 'Failed to fetch article',
} as const;
