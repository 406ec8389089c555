import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmSubscription, retryConfirmation, unsubscribe } from './newsletter-requests';

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('confirmSubscription', () => {
  it('posts the token once however often the page asks, and answers the new status', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, data: { status: 'active' } }));
    const first = confirmSubscription('token-once');
    const second = confirmSubscription('token-once');
    await expect(first).resolves.toEqual({ kind: 'success', status: 'active' });
    await expect(second).resolves.toEqual({ kind: 'success', status: 'active' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/confirm');
    expect(JSON.parse(init?.body as string)).toEqual({ token: 'token-once' });
  });

  it("shows the server's message for a refused link, and cannot be retried", async () => {
    stubFetch(async () =>
      Response.json({ success: false, message: 'This confirmation link has expired.' }, { status: 400 }),
    );
    await expect(confirmSubscription('token-expired')).resolves.toEqual({
      kind: 'failed',
      message: 'This confirmation link has expired.',
      retryable: false,
    });
  });

  it('offers a retry when no answer came, and asks again on retry', async () => {
    const fetchMock = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(confirmSubscription('token-offline')).resolves.toMatchObject({ kind: 'failed', retryable: true });
    fetchMock.mockImplementation(async () => Response.json({ success: true, data: { status: 'active' } }));
    await expect(retryConfirmation('token-offline')).resolves.toEqual({ kind: 'success', status: 'active' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('unsubscribe', () => {
  it('posts the token as JSON and answers unsubscribed', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, data: { status: 'unsubscribed' } }));
    await expect(unsubscribe('1.abc')).resolves.toEqual({ kind: 'success', status: 'unsubscribed' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(init).toMatchObject({ method: 'POST' });
    expect(JSON.parse(init?.body as string)).toEqual({ token: '1.abc' });
  });

  it('falls back to a generic message when the server gives none', async () => {
    stubFetch(async () => new Response('', { status: 400 }));
    await expect(unsubscribe('bad')).resolves.toEqual({
      kind: 'failed',
      message: 'Failed to unsubscribe.',
      retryable: false,
    });
  });
});
