import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './support/api-client';
import { browserGet } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
/** What a browser sends when a person follows a link. */
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
let app: TestApp;
/** Low referral click limit, behind a trusted proxy. Same database, and open for the whole file: the passport strategy is process-wide. */
let limited: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  limited = await startTestApp({
    env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_REFERRAL_CLICK: '2', TRUST_PROXY: 'true' },
    databaseUrl: app.databaseUrl,
  });
});

afterAll(async () => {
  await limited.close();
  await app.close();
});

async function referral(code: string) {
  const [row] = await app.query<{ clicks: number; conversions: number }>(
    'SELECT clicks, conversions FROM referrals WHERE lower(code) = lower($1)',
    [code],
  );
  return row;
}

function visit(code: string, headers: Record<string, string> = {}) {
  return browserGet(`${app.baseUrl}/r/${encodeURIComponent(code)}`, {
    'user-agent': BROWSER,
    ...NAVIGATION,
    ...headers,
  });
}

function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];
}

describe('GET/POST /api/referrals', () => {
  it('creates a referral at 0/0 whatever clicks and conversions the client sends', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/referrals', { referralCode: 'FRESH-01', clicks: 500, conversions: 90 });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      referralCode: 'FRESH-01',
      clicks: 0,
      conversions: 0,
      campaignId: null,
      createdAt: expect.any(String),
    });
    const list = await client.get('/api/referrals');
    expect(list.body.data.map((item: { referralCode: string }) => item.referralCode)[0]).toBe('FRESH-01');
  });

  it('refuses a duplicate code with 409 and invalid input with 400', async () => {
    const { client } = await app.partner();
    await client.post('/api/referrals', { referralCode: 'DUP-CODE' });
    const duplicate = await client.post('/api/referrals', { referralCode: 'dup-code' });
    expect(duplicate.status).toBe(409);
    for (const body of [
      {},
      { referralCode: 'ab' },
      { referralCode: 'a/b/c/d' },
      { referralCode: 'VALID1', clicks: -1 },
      { referralCode: 5 },
    ]) {
      const response = await client.post('/api/referrals', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('requires sign-in (401) and a partner profile (403 with a message)', async () => {
    expect((await app.client().get('/api/referrals')).status).toBe(401);
    expect((await app.client().post('/api/referrals', { referralCode: 'NOPE1' })).status).toBe(401);
    const { client } = await app.signedIn();
    const list = await client.get('/api/referrals');
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Create a partner profile first');
    expect((await client.post('/api/referrals', { referralCode: 'NOPE2' })).status).toBe(403);
  });

  it("never shows one partner another partner's referrals", async () => {
    const first = await app.partner('ISOLATED-A');
    const second = await app.partner('ISOLATED-B');
    await first.client.post('/api/referrals', { referralCode: 'ISOLATED-A2' });
    const seen = (await second.client.get('/api/referrals')).body.data.map(
      (item: { referralCode: string }) => item.referralCode,
    );
    expect(seen).toEqual(['ISOLATED-B']);
  });
});

describe('GET /r/{code}', () => {
  it('counts a click, sets a 30-day attribution cookie and redirects to /', async () => {
    await app.partner('TRACK-ME');
    const response = await visit('TRACK-ME');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    const attribution = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ref='));
    expect(attribution).toMatch(/ref=TRACK-ME/);
    expect(attribution).toMatch(/Max-Age=2592000/);
    expect(attribution).toMatch(/HttpOnly/);
    expect((await referral('TRACK-ME')).clicks).toBe(1);
  });

  it('counts one click per visitor per hour', async () => {
    await app.partner('ONCE-AN-HOUR');
    const first = await visit('ONCE-AN-HOUR');
    const visitorCookie = cookieFrom(first, 'rvid')!;
    await visit('ONCE-AN-HOUR', { cookie: visitorCookie });
    await visit('ONCE-AN-HOUR');
    expect((await referral('ONCE-AN-HOUR')).clicks).toBe(1);

    await app.query(
      `UPDATE referral_visits SET last_counted_at = now() - interval '61 minutes'
       WHERE referral_id = (SELECT id FROM referrals WHERE code = 'ONCE-AN-HOUR')`,
    );
    await visit('ONCE-AN-HOUR', { cookie: visitorCookie });
    expect((await referral('ONCE-AN-HOUR')).clicks).toBe(2);
  });

  it('does not count bots, and redirects them anyway', async () => {
    await app.partner('BOT-PROOF');
    for (const userAgent of ['Googlebot/2.1', 'facebookexternalhit/1.1', 'curl/8.0', '']) {
      const response = await visit('BOT-PROOF', { 'user-agent': userAgent });
      expect(response.status).toBe(302);
      expect(cookieFrom(response, 'ref')).toBeUndefined();
    }
    expect((await referral('BOT-PROOF')).clicks).toBe(0);
  });

  it('redirects an unknown or malformed code without recording anything', async () => {
    for (const code of ['NO-SUCH-CODE', 'x', "1' OR '1'='1", '%00']) {
      const response = await visit(code);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(cookieFrom(response, 'ref')).toBeUndefined();
    }
  });

  it('counts 50 concurrent clicks from distinct visitors as 50', async () => {
    await app.partner('CONCURRENT');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => visit('CONCURRENT', { 'user-agent': `${BROWSER} visitor/${index}` })),
    );
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect((await referral('CONCURRENT')).clicks).toBe(50);
  });
});

describe('conversions', () => {
  it('counts one conversion when someone signs up after following the link, and clears the cookie', async () => {
    const owner = await app.partner('CONVERT-ME');
    const click = await visit('CONVERT-ME');
    const attribution = cookieFrom(click, 'ref')!;

    const visitor = new ApiClient(app.baseUrl);
    const signup = await visitor.post(
      '/api/auth/signup',
      { username: 'referred_user', password: 'secret1' },
      { headers: { cookie: attribution } },
    );
    expect(signup.status).toBe(201);
    expect(signup.headers.getSetCookie().some((cookie) => /^ref=;/.test(cookie))).toBe(true);
    expect(await referral('CONVERT-ME')).toEqual({ clicks: 1, conversions: 1 });

    const list = await owner.client.get('/api/referrals');
    expect(list.body.data[0]).toMatchObject({ referralCode: 'CONVERT-ME', clicks: 1, conversions: 1 });
  });

  it('credits the last link followed', async () => {
    await app.partner('FIRST-LINK');
    await app.partner('LAST-LINK');
    await visit('FIRST-LINK');
    const last = cookieFrom(await visit('LAST-LINK'), 'ref')!;
    await app
      .client()
      .post('/api/auth/signup', { username: 'last_click', password: 'secret1' }, { headers: { cookie: last } });
    expect((await referral('FIRST-LINK')).conversions).toBe(0);
    expect((await referral('LAST-LINK')).conversions).toBe(1);
  });

  it('does not count a signup without the cookie, or with a forged unknown code', async () => {
    await app.partner('NO-COOKIE');
    await app.client().post('/api/auth/signup', { username: 'no_cookie_user', password: 'secret1' });
    await app
      .client()
      .post(
        '/api/auth/signup',
        { username: 'forged_cookie', password: 'secret1' },
        { headers: { cookie: 'ref=UNKNOWN-CODE' } },
      );
    expect((await referral('NO-COOKIE')).conversions).toBe(0);
  });
});

describe('GET /r/{code} over the click rate limit', () => {
  function visitFrom(address: string, code: string, visitor: number) {
    return browserGet(`${limited.baseUrl}/r/${encodeURIComponent(code)}`, {
      'user-agent': `${BROWSER} visitor/${visitor}`,
      'x-forwarded-for': address,
      ...NAVIGATION,
    });
  }

  it('still redirects, without counting, and keeps the code only when it exists', async () => {
    await app.partner('OVER-LIMIT');
    for (let visitor = 0; visitor < 2; visitor += 1)
      expect((await visitFrom('203.0.113.50', 'OVER-LIMIT', visitor)).status).toBe(302);
    expect((await referral('OVER-LIMIT')).clicks).toBe(2);

    const over = await visitFrom('203.0.113.50', 'OVER-LIMIT', 2);
    expect(over.status).toBe(302);
    expect(over.headers.get('location')).toBe('/');
    expect(over.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(over.headers.get('retry-after')).toBeNull();
    expect(await over.text()).not.toMatch(/Too many requests/);
    expect(cookieFrom(over, 'ref')).toBe('ref=OVER-LIMIT');
    expect((await referral('OVER-LIMIT')).clicks).toBe(2);

    const unknown = await visitFrom('203.0.113.50', 'NO-SUCH-CODE', 3);
    expect(unknown.status).toBe(302);
    expect(cookieFrom(unknown, 'ref')).toBeUndefined();

    expect((await visitFrom('203.0.113.51', 'OVER-LIMIT', 4)).status).toBe(302);
    expect((await referral('OVER-LIMIT')).clicks).toBe(3);
  });
});

describe('GET /r/{code} while the database is down', () => {
  it('redirects without cookies, logs a warning, and counts again once the database is back', async () => {
    await app.partner('OUTAGE-LINK');
    const url = new URL(app.databaseUrl);
    const databaseName = url.pathname.slice(1);
    url.pathname = '/postgres';
    const admin = new Client({ connectionString: url.toString() });
    await admin.connect();
    const warn = vi.spyOn(Logger.prototype, 'warn');
    try {
      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);

      const response = await visit('OUTAGE-LINK');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('content-type') ?? '').not.toMatch(/json/);
      expect(response.headers.getSetCookie()).toEqual([]);
      // Logged with the visit's request id, which the redirect echoes.
      expect(warn).toHaveBeenCalledWith({
        reqId: response.headers.get('x-request-id'),
        msg: expect.stringContaining('database unavailable'),
      });
    } finally {
      warn.mockRestore();
      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await referral('OUTAGE-LINK')).clicks).toBe(0);
    expect((await visit('OUTAGE-LINK')).status).toBe(302);
    expect((await referral('OUTAGE-LINK')).clicks).toBe(1);
  });
});
