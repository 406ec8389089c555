import { describe, expect, it } from 'vitest';
import { tabNamedByHash } from '../../../lib/hash-tabs';
import { ADMIN_TABS, adminTabId, adminTabPanelId } from './admin-tabs';

describe('ADMIN_TABS', () => {
  it('lists the spec tabs, then referral conversions, the audit log, inbox, outbox and users', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual([
      'Partners',
      'Projects',
      'Articles',
      'Submissions',
      'Conversions',
      'Audit Log',
      'Inbox',
      'Outbox',
      'Users',
    ]);
  });
});

describe('tab from the URL hash', () => {
  it('opens the tab the hash names', () => {
    expect(tabNamedByHash(ADMIN_TABS, '#submissions')).toBe('submissions');
    expect(tabNamedByHash(ADMIN_TABS, '#audit-log')).toBe('audit-log');
    expect(tabNamedByHash(ADMIN_TABS, 'inbox')).toBe('inbox');
    expect(tabNamedByHash(ADMIN_TABS, '#outbox')).toBe('outbox');
    expect(tabNamedByHash(ADMIN_TABS, '#users')).toBe('users');
    expect(tabNamedByHash(ADMIN_TABS, '#conversions')).toBe('conversions');
  });

  it('falls back to partners for an empty, unknown or malformed hash', () => {
    expect(tabNamedByHash(ADMIN_TABS, '')).toBe('partners');
    expect(tabNamedByHash(ADMIN_TABS, '#nope')).toBe('partners');
    expect(tabNamedByHash(ADMIN_TABS, '#%E0%A4%A')).toBe('partners');
  });
});

describe('tab ids', () => {
  it('pairs each tab with its panel', () => {
    expect(adminTabId('inbox')).toBe('admin-tab-inbox');
    expect(adminTabPanelId('inbox')).toBe('admin-tabpanel-inbox');
  });
});
