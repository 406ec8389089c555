export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'article-submissions', label: 'Article Submissions' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'payout-address', label: 'Payout address' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

export const tabId = (tab: DashboardTab) => `partner-tab-${tab}`;
export const tabPanelId = (tab: DashboardTab) => `partner-tabpanel-${tab}`;
