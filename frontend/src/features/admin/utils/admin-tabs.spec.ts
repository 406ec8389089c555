import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabFromHash, adminTabId, adminTabPanelId } from './admin-tabs';

describe('ADMIN_TABS', () => {
  it('lists the spec tabs, then the audit log and inbox', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual(['Partners', 'Projects', 'Articles', 'Submissions', 'Audit Log', 'Inbox']);
  });
});

describe('adminTabFromHash', () => {
  it('opens the tab the hash names', () => {
    expect(adminTabFromHash('#submissions')).toBe('submissions');
    expect(adminTabFromHash('#audit-log')).toBe('audit-log');
    expect(adminTabFromHash('inbox')).toBe('inbox');
  });

  it('falls back to partners for an empty, unknown or malformed hash', () => {
    expect(adminTabFromHash('')).toBe('partners');
    expect(adminTabFromHash('#nope')).toBe('partners');
    expect(adminTabFromHash('#%E0%A4%A')).toBe('partners');
  });
});

describe('tab ids', () => {
  it('pairs each tab with its panel', () => {
    expect(adminTabId('inbox')).toBe('admin-tab-inbox');
    expect(adminTabPanelId('inbox')).toBe('admin-tabpanel-inbox');
  });
});
