import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage, subscribeToNewsletter } from './contact-requests';

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = {
  name: ' Ada ',
  email: 'ada@example.com ',
  company: 'Lovelace Labs',
  message: 'We want to grow.',
  fax: '',
};

describe('sendContactMessage', () => {
  it('posts exactly the trimmed name, email, company and message as JSON with credentials', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, message: 'Thanks' }, { status: 201 }));
    await expect(sendContactMessage(contact)).resolves.toEqual({ kind: 'success', message: 'Thanks' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Lovelace Labs',
      message: 'We want to grow.',
    });
    expect(Object.keys(JSON.parse(init?.body as string)).sort()).toEqual(['company', 'email', 'message', 'name']);
  });

  it('leaves out an empty or blank honeypot', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true }, { status: 201 }));
    await sendContactMessage({ ...contact, fax: '   ' });
    await sendContactMessage({ name: 'Ada', email: 'ada@example.com', company: 'L', message: 'Hi' });
    for (const call of fetchMock.mock.calls) {
      expect(Object.keys(JSON.parse(call[1]?.body as string)).sort()).toEqual(['company', 'email', 'message', 'name']);
    }
  });

  it('sends a filled honeypot as it is', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true }, { status: 201 }));
    await sendContactMessage({ ...contact, fax: '555-0100' });
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string).fax).toBe('555-0100');
  });

  it('reports a server refusal with its message', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Too many requests' }, { status: 429 }));
    await expect(sendContactMessage(contact)).resolves.toEqual({
      kind: 'rejected',
      message: 'Too many requests',
    });
  });

  it('reports a refusal without a readable message so the caller uses its default', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendContactMessage(contact)).resolves.toEqual({ kind: 'rejected', message: undefined });

    stubFetch(async () => Response.json({ success: false }, { status: 200 }));
    await expect(sendContactMessage(contact)).resolves.toEqual({ kind: 'rejected', message: undefined });
  });

  it('reports network failures and unreadable successes as failed', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendContactMessage(contact)).resolves.toEqual({ kind: 'failed' });

    stubFetch(async () => new Response('<html>', { status: 200 }));
    await expect(sendContactMessage(contact)).resolves.toEqual({ kind: 'failed' });
  });
});

describe('subscribeToNewsletter', () => {
  it('posts exactly the trimmed email', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true, message: 'Subscribed' }));
    await expect(subscribeToNewsletter({ email: ' ada@example.com', fax: '' })).resolves.toEqual({
      kind: 'success',
      message: 'Subscribed',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/newsletter');
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ email: 'ada@example.com' });
  });

  it('sends the honeypot only when it was filled', async () => {
    const fetchMock = stubFetch(async () => Response.json({ success: true }));
    await subscribeToNewsletter({ email: 'ada@example.com' });
    await subscribeToNewsletter({ email: 'bot@example.com', fax: '555-0100' });
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string)).toEqual({ email: 'ada@example.com' });
    expect(JSON.parse(fetchMock.mock.calls[1]?.[1]?.body as string)).toEqual({
      email: 'bot@example.com',
      fax: '555-0100',
    });
  });

  it('distinguishes a refusal from a network failure', async () => {
    stubFetch(async () => Response.json({ success: false, message: 'Invalid email' }, { status: 400 }));
    await expect(subscribeToNewsletter({ email: 'x', fax: '' })).resolves.toEqual({
      kind: 'rejected',
      message: 'Invalid email',
    });

    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(subscribeToNewsletter({ email: 'x', fax: '' })).resolves.toEqual({ kind: 'failed' });
  });
});
