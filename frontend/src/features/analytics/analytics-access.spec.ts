import { describe, expect, it } from 'vitest';
import { analyticsAccess } from './analytics-access';

describe('analyticsAccess', () => {
  it('waits for the session', () => {
    expect(analyticsAccess(true, undefined)).toBe('loading');
    expect(analyticsAccess(true, 'admin')).toBe('loading');
  });

  it('lets admins in and turns everyone else away', () => {
    expect(analyticsAccess(false, 'admin')).toBe('admin');
    expect(analyticsAccess(false, 'partner')).toBe('not-admin');
    expect(analyticsAccess(false, 'user')).toBe('not-admin');
    expect(analyticsAccess(false, undefined)).toBe('signed-out');
  });
});
