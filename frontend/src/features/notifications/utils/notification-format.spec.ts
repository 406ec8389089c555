import { describe, expect, it } from 'vitest';
import { bellLabel, relativeTime, sameSitePath, unreadBadgeContent } from './notification-format';

describe('unreadBadgeContent', () => {
  it('is hidden at zero and while the count is unknown', () => {
    expect(unreadBadgeContent(0)).toBeNull();
    expect(unreadBadgeContent(undefined)).toBeNull();
  });

  it('shows the count up to 99, then "99+"', () => {
    expect(unreadBadgeContent(1)).toBe('1');
    expect(unreadBadgeContent(99)).toBe('99');
    expect(unreadBadgeContent(100)).toBe('99+');
    expect(unreadBadgeContent(5000)).toBe('99+');
  });
});

describe('bellLabel', () => {
  it('names the bell and adds the unread count when there is one', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(undefined)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(250)).toBe('Notifications, 99+ unread');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000 + 30_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
  });

  it('gives a date once a week has passed, and "just now" for a clock slightly ahead', () => {
    expect(relativeTime('2026-02-01T09:00:00.000Z', now)).toBe('Feb 1, 2026');
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe('just now');
  });

  it('is empty for an unreadable time', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('sameSitePath', () => {
  it('follows paths on this site only', () => {
    expect(sameSitePath('/partner-dashboard')).toBe('/partner-dashboard');
    expect(sameSitePath('/submit-project#mine')).toBe('/submit-project#mine');
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath('')).toBeNull();
    expect(sameSitePath('https://evil.example/')).toBeNull();
    expect(sameSitePath('//evil.example/')).toBeNull();
    expect(sameSitePath('/\\evil.example')).toBeNull();
    expect(sameSitePath('javascript:alert(1)')).toBeNull();
  });
});
