import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/session';
import { accessOf } from './access';

const user = (role: SessionUser['role']): SessionUser => ({ id: 7, username: 'someone', role });

describe('accessOf', () => {
  it('waits for the session before deciding anything', () => {
    expect(accessOf({ isLoading: true, user: null, roles: ['admin'] })).toBe('checking');
    expect(accessOf({ isLoading: true, user: user('admin'), roles: ['admin'] })).toBe('checking');
  });

  it('asks a signed-out visitor to log in, whatever the page needs', () => {
    expect(accessOf({ isLoading: false, user: null })).toBe('signed-out');
    expect(accessOf({ isLoading: false, user: null, roles: ['admin'] })).toBe('signed-out');
  });

  it('lets anyone signed in into a page without roles', () => {
    for (const role of ['user', 'partner', 'admin'] as const) {
      expect(accessOf({ isLoading: false, user: user(role) })).toBe('allowed');
    }
  });

  it('refuses a signed-in user whose role the page does not allow', () => {
    expect(accessOf({ isLoading: false, user: user('user'), roles: ['admin'] })).toBe('wrong-role');
    expect(accessOf({ isLoading: false, user: user('partner'), roles: ['admin'] })).toBe('wrong-role');
    expect(accessOf({ isLoading: false, user: user('admin'), roles: ['admin'] })).toBe('allowed');
  });

  it('follows a refusal of the page reads: 401 signs out, 403 takes the role away', () => {
    expect(accessOf({ isLoading: false, user: user('admin'), roles: ['admin'], lost: 'signed-out' })).toBe(
      'signed-out',
    );
    expect(accessOf({ isLoading: false, user: user('admin'), roles: ['admin'], lost: 'wrong-role' })).toBe(
      'wrong-role',
    );
    expect(accessOf({ isLoading: false, user: user('partner'), lost: 'signed-out' })).toBe('signed-out');
  });
});
