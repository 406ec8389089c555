import { describe, expect, it } from 'vitest';
import { adminAccess } from './admin-access';

describe('adminAccess (CONTRACT §3: admin routes are admin-only)', () => {
  it('waits for the session, then lets only admins in', () => {
    expect(adminAccess(true, undefined)).toBe('loading');
    expect(adminAccess(false, undefined)).toBe('signed-out');
    expect(adminAccess(false, 'user')).toBe('not-admin');
    expect(adminAccess(false, 'partner')).toBe('not-admin');
    expect(adminAccess(false, 'admin')).toBe('admin');
  });

  it('waits for the session even when it already names an admin', () => {
    expect(adminAccess(true, undefined)).toBe('loading');
    expect(adminAccess(true, 'admin')).toBe('loading');
  });

  it('lets admins in and turns everyone else away', () => {
    expect(adminAccess(false, 'admin')).toBe('admin');
    expect(adminAccess(false, 'partner')).toBe('not-admin');
    expect(adminAccess(false, 'user')).toBe('not-admin');
    expect(adminAccess(false, undefined)).toBe('signed-out');
  });
});
