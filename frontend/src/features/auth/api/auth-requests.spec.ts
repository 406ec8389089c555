import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginRequest, logoutRequest, signupRequest } from './auth-requests';

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = { id: 7, username: 'alice', role: 'admin' as const };

describe('loginRequest', () => {
  it('posts the credentials and reports the signed-in user', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, message: 'Welcome', user }));
    await expect(loginRequest({ username: 'alice', password: 'secret1' })).resolves.toEqual({
      kind: 'success',
      user,
      message: 'Welcome',
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: JSON.stringify({ username: 'alice', password: 'secret1' }),
      }),
    );
  });

  it('reports a refusal with the server message', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Invalid username or password' }, { status: 401 }));
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({
      kind: 'rejected',
      message: 'Invalid username or password',
    });
  });

  it('reports a refusal without message so the caller can use its default', async () => {
    stubFetch(async () => Response.json({ success: false }, { status: 429 }));
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({
      kind: 'rejected',
      message: undefined,
    });
  });

  it('reports success false on a 200 as a refusal', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Nope', user: null }));
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({
      kind: 'rejected',
      message: 'Nope',
    });
  });

  it('reports network failures and unreadable answers as failed', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({ kind: 'failed' });

    stubFetch(async () => new Response('<html>', { status: 200 }));
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({ kind: 'failed' });

    stubFetch(async () => new Response('<html>', { status: 502 }));
    await expect(loginRequest({ username: 'a', password: 'b' })).resolves.toEqual({ kind: 'failed' });
  });
});

describe('signupRequest', () => {
  it('sends only username and password', async () => {
    const fetchMock = stubFetch(async () =>
      Response.json({ success: true, message: 'Created', user: { ...user, role: 'user' } }, { status: 201 }),
    );
    const credentials = { username: 'bob', password: 'secret1', confirmPassword: 'secret1' };
    await signupRequest(credentials);
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/signup');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'bob', password: 'secret1' });
  });
});

describe('logoutRequest', () => {
  it('posts without a body and resolves on success', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true }));
    await expect(logoutRequest()).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('rejects when the server refuses', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'No session' }, { status: 401 }));
    await expect(logoutRequest()).rejects.toThrow('No session');
  });
});
