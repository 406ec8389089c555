export const ADMIN_TABS = [
  { id: 'partners', label: 'Partners' },
  { id: 'projects', label: 'Projects' },
  { id: 'articles', label: 'Articles' },
  { id: 'submissions', label: 'Submissions' },
  { id: 'conversions', label: 'Conversions' },
  { id: 'audit-log', label: 'Audit Log' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'outbox', label: 'Outbox' },
  { id: 'users', label: 'Users' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const adminTabPanelId = (tab: AdminTab) => `admin-tabpanel-${tab}`;
