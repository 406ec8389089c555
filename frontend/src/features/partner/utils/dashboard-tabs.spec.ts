import { describe, expect, it } from 'vitest';
import { tabNamedByHash } from '../../../lib/hash-tabs';
import { DASHBOARD_TABS } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it('has the four spec tabs in order, then Integrations and Payout address', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Overview',
      'Referrals',
      'Campaigns',
      'Article Submissions',
      'Integrations',
      'Payout address',
    ]);
  });

  it('reads the tab from the URL hash and falls back to Overview', () => {
    expect(tabNamedByHash(DASHBOARD_TABS, '#referrals')).toBe('referrals');
    expect(tabNamedByHash(DASHBOARD_TABS, '#article-submissions')).toBe('article-submissions');
    expect(tabNamedByHash(DASHBOARD_TABS, '#integrations')).toBe('integrations');
    expect(tabNamedByHash(DASHBOARD_TABS, '#payout-address')).toBe('payout-address');
    expect(tabNamedByHash(DASHBOARD_TABS, '')).toBe('overview');
    expect(tabNamedByHash(DASHBOARD_TABS, '#nope')).toBe('overview');
    expect(tabNamedByHash(DASHBOARD_TABS, '#%E0%A4%A')).toBe('overview');
  });
});
