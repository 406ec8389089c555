export const ADMIN_TABS = [
  { id: 'partners', label: 'Partners' },
  { id: 'projects', label: 'Projects' },
  { id: 'articles', label: 'Articles' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'audit-log', label: 'Audit Log' },
  { id: 'inbox', label: 'Inbox' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

/** The tab named by the URL hash, so a reload or a shared link reopens the same tab. */
export function adminTabFromHash(hash: string): AdminTab {
  let requested: string;
  try {
    requested = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return 'partners';
  }
  return ADMIN_TABS.find((tab) => tab.id === requested)?.id ?? 'partners';
}

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const adminTabPanelId = (tab: AdminTab) => `admin-tabpanel-${tab}`;
