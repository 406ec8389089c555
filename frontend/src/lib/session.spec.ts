import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSessionUser, hasRole, SESSION_KEY } from './session';

function stubFetch(implementation: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(implementation));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSessionUser', () => {
  it('returns the user of a signed-in session', async () => {
    const user = { id: 1, username: 'alice', role: 'partner' };
    stubFetch(async () => Response.json({ success: true, message: 'ok', user }));
    await expect(fetchSessionUser(SESSION_KEY)).resolves.toEqual(user);
  });

  it('treats 401 as signed out', async () => {
    stubFetch(async () =>
      Response.json({ success: false, message: 'Not authenticated', user: null }, { status: 401 }),
    );
    await expect(fetchSessionUser(SESSION_KEY)).resolves.toBeNull();
  });

  it('treats a network failure as signed out', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSessionUser(SESSION_KEY)).resolves.toBeNull();
  });

  it('treats an unreadable body as signed out', async () => {
    stubFetch(async () => new Response('<html>', { status: 200 }));
    await expect(fetchSessionUser(SESSION_KEY)).resolves.toBeNull();
  });

  it('treats success false as signed out', async () => {
    stubFetch(async () => Response.json({ success: false, user: null }));
    await expect(fetchSessionUser(SESSION_KEY)).resolves.toBeNull();
  });
});

describe('hasRole', () => {
  it('checks the role of a signed-in user only', () => {
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole({ id: 1, username: 'a', role: 'admin' }, 'admin', 'partner')).toBe(true);
    expect(hasRole({ id: 1, username: 'a', role: 'user' }, 'admin', 'partner')).toBe(false);
  });
});
