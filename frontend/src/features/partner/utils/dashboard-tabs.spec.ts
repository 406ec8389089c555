import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, tabFromHash } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it('has the four spec tabs in order', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual(['Overview', 'Referrals', 'Campaigns', 'Article Submissions']);
  });

  it('reads the tab from the URL hash and falls back to Overview', () => {
    expect(tabFromHash('#referrals')).toBe('referrals');
    expect(tabFromHash('#article-submissions')).toBe('article-submissions');
    expect(tabFromHash('')).toBe('overview');
    expect(tabFromHash('#nope')).toBe('overview');
    expect(tabFromHash('#%E0%A4%A')).toBe('overview');
  });
});
