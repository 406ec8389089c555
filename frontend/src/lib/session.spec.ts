import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, fetchSessionUser, hasRole, SESSION_KEY, SESSION_PROBE_HEADER } from './session';

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
    await expect(fetchSessionUser()).resolves.toEqual(user);
  });

  it('treats 401 as signed out', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Not authenticated', user: null }, { status: 401 }));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });

  it('treats a network failure that lasts as signed out, after asking again', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchSessionUser([0, 0])).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('asks again after a network failure, a 5xx or a 429, and shows the user it then gets', async () => {
    const user = { id: 1, username: 'alice', role: 'partner' };
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ success: false, message: 'Unavailable' }, { status: 503 }),
      () => Response.json({ success: false, message: 'Too many requests' }, { status: 429 }),
      () => Response.json({ success: true, message: 'ok', user }),
    ];
    stubFetch(async () => answers.shift()!());
    await expect(fetchSessionUser([0, 0, 0])).resolves.toEqual(user);
    expect(answers).toEqual([]);
  });

  it('waits the given delays between attempts', async () => {
    vi.useFakeTimers();
    try {
      stubFetch(async () => Response.json({ success: false }, { status: 502 }));
      const read = fetchSessionUser([500, 2000]);
      await vi.advanceTimersByTimeAsync(499);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2000);
      await expect(read).resolves.toBeNull();
      expect(fetch).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again after a refusal', async () => {
    stubFetch(async () => Response.json({ success: false, user: null }, { status: 401 }));
    await expect(fetchSessionUser([0, 0])).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats an unreadable body as signed out', async () => {
    stubFetch(async () => new Response('<html>', { status: 200 }));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });

  it('treats success false as signed out', async () => {
    stubFetch(async () => Response.json({ success: false, user: null }));
    await expect(fetchSessionUser()).resolves.toBeNull();
  });
});

describe('fetchSessionUser request', () => {
  it('asks for the session with the probe header, so a signed-out answer is not a failed request', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ success: false, message: 'Not signed in', user: null }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSessionUser()).resolves.toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(SESSION_KEY);
    expect(new Headers(init?.headers).get(SESSION_PROBE_HEADER)).toBe('1');
    expect(init?.credentials).toBe('include');
  });
});

describe('createSessionStore', () => {
  const alice = { id: 1, username: 'alice', role: 'user' } as const;

  it('is loading until its first read answers, and tells its readers once', async () => {
    const store = createSessionStore(async () => alice);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.current()).toMatchObject({ user: null, isLoading: true });
    store.load();
    store.load();
    await vi.waitFor(() => expect(store.current().isLoading).toBe(false));
    expect(store.current().user).toEqual(alice);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows the answer of the latest refresh when two overlap', async () => {
    const answers: ((user: typeof alice | null) => void)[] = [];
    const store = createSessionStore(() => new Promise((resolve) => answers.push(resolve)));
    const first = store.refresh();
    const second = store.refresh();
    answers[1](null);
    await second;
    answers[0](alice);
    await first;
    expect(store.current()).toMatchObject({ user: null, isLoading: false });
  });

  it('stops telling a reader that unsubscribed', async () => {
    const store = createSessionStore(async () => null);
    const listener = vi.fn();
    store.subscribe(listener)();
    await store.refresh();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('hasRole', () => {
  it('checks the role of a signed-in user only', () => {
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole({ id: 1, username: 'a', role: 'admin' }, 'admin', 'partner')).toBe(true);
    expect(hasRole({ id: 1, username: 'a', role: 'user' }, 'admin', 'partner')).toBe(false);
  });
});
