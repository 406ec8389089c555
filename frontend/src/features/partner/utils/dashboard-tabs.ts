export const DASHBOARD_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'referrals', label: 'Referrals' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'article-submissions', label: 'Article Submissions' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];

/** The tab named by the URL hash, so a reload or a shared link reopens the same tab. */
export function tabFromHash(hash: string): DashboardTab {
  let requested: string;
  try {
    requested = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return 'overview';
  }
  return DASHBOARD_TABS.find((tab) => tab.id === requested)?.id ?? 'overview';
}

export const tabId = (tab: DashboardTab) => `partner-tab-${tab}`;
export const tabPanelId = (tab: DashboardTab) => `partner-tabpanel-${tab}`;
