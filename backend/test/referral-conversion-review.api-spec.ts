import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ConversionCountedHandlers,
  type CountedConversion,
} from '../src/modules/referrals/application/conversion-counted';
import { ApiClient } from './support/api-client';
import { followLink } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const QUEUE = '/api/admin/referral-conversions';

/** Behind a trusted proxy, so each signup comes from the client address the test gives it. */
let app: TestApp;
let admin: ApiClient;
const counted: CountedConversion[] = [];
let addressCounter = 0;

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  app.get(ConversionCountedHandlers).register({ handle: async (conversion) => void counted.push(conversion) });
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  counted.length = 0;
});

/** A documentation-range address no other test uses. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

interface Visit {
  address?: string;
  userAgent?: string;
  /** The user agent of the browser that followed the link, when the signup's differs. */
  browser?: string;
  /** Cookies the browser already has (a session). */
  cookie?: string;
}

/** Follows the link as a browser would and answers the cookies it set, as one Cookie header. */
async function follow(code: string, visit: Visit = {}): Promise<string> {
  const response = await followLink(`${app.baseUrl}/r/${code}`, {
    'user-agent': visit.userAgent ?? BROWSER,
    'x-forwarded-for': visit.address ?? freshAddress(),
    ...(visit.cookie ? { cookie: visit.cookie } : {}),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signUp(username: string, cookie: string, visit: Visit = {}): Promise<number> {
  const response = await new ApiClient(app.baseUrl).post(
    '/api/auth/signup',
    { username, password: 'secret1' },
    {
      headers: { cookie, 'user-agent': visit.userAgent ?? BROWSER, 'x-forwarded-for': visit.address ?? freshAddress() },
    },
  );
  expect(response.status).toBe(201);
  return response.body.user.id;
}

/**
 * Follows the link in a browser and signs up from the same address, with the given user agent
 * (a script replays the browser's cookies: HTTP libraries are not given them by the link).
 */
async function referredSignup(code: string, username: string, visit: Visit = {}): Promise<number> {
  const address = visit.address ?? freshAddress();
  return signUp(username, await follow(code, { address, userAgent: visit.browser }), {
    userAgent: visit.userAgent ?? visit.browser,
    address,
  });
}

interface ConversionRow {
  status: string;
  flags: string[];
  visitor: string | null;
  client_address: string | null;
  user_agent: string | null;
  click_event_id: string | null;
}

async function conversionOf(userId: number): Promise<ConversionRow> {
  const [row] = await app.query<ConversionRow>(
    'SELECT status, flags, visitor, client_address, user_agent, click_event_id::text FROM referral_conversions WHERE user_id = $1',
    [userId],
  );
  return row;
}

/** referrals.conversions and the conversion columns of the link's rollups, summed over its days. */
async function countsOf(code: string) {
  const [row] = await app.query<{ conversions: number; daily: number; flagged: number; voided: number }>(
    `SELECT referrals.conversions,
            COALESCE(sum(stats.conversions), 0)::int AS daily,
            COALESCE(sum(stats.flagged_conversions), 0)::int AS flagged,
            COALESCE(sum(stats.voided_conversions), 0)::int AS voided
     FROM referrals LEFT JOIN referral_daily_stats stats ON stats.referral_id = referrals.id
     WHERE referrals.code = $1 GROUP BY referrals.id`,
    [code],
  );
  return row;
}

async function notificationsOf(userId: number) {
  await app.jobsSettled();
  return app.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

describe('recording a conversion', () => {
  it('stores the visitor key, address, user agent and click of a clean signup, and counts it', async () => {
    const partner = await app.partner('CLEAN-01');
    const address = freshAddress();
    const cookie = await follow('CLEAN-01', { address });
    const visitor = /rvid=([a-f0-9]{32})/.exec(cookie)![1];
    const clickId = /refc=(\d+)/.exec(cookie)![1];
    const [{ id: referralId }] = await app.query<{ id: number }>(
      'SELECT referral_id AS id FROM referral_click_events WHERE id = $1 AND excluded IS NULL',
      [clickId],
    );
    const userAgent = `${BROWSER} ${'x'.repeat(600)}`;
    const userId = await signUp('clean_signup', cookie, { address, userAgent });

    expect(await conversionOf(userId)).toEqual({
      status: 'counted',
      flags: [],
      visitor,
      client_address: address,
      user_agent: userAgent.slice(0, 512),
      click_event_id: clickId,
    });
    expect(await countsOf('CLEAN-01')).toEqual({ conversions: 1, daily: 1, flagged: 0, voided: 0 });
    expect(counted).toEqual([
      expect.objectContaining({
        userId,
        referralId,
        referralCode: 'CLEAN-01',
        partnerId: partner.profileId,
        campaignId: null,
      }),
    ]);
    expect((await notificationsOf(partner.user.id)).map((item) => item.kind)).toEqual(['referral-converted']);
  });

  it('keeps no click id from a cookie naming another link’s click, and no visitor key that is not one', async () => {
    await app.partner('OTHER-CLICK');
    await app.partner('OWN-CLICK');
    const [{ id: otherReferral }] = await app.query<{ id: number }>('SELECT id FROM referrals WHERE code = $1', [
      'OTHER-CLICK',
    ]);
    const [{ id: foreignClick }] = await app.query<{ id: string }>(
      `INSERT INTO referral_click_events (referral_id, visitor) VALUES ($1, 'feedfeedfeedfeedfeedfeedfeedfeed') RETURNING id::text`,
      [otherReferral],
    );
    const userId = await signUp('foreign_click', `ref=OWN-CLICK; rvid=not-a-key; refc=${foreignClick}`);
    expect(await conversionOf(userId)).toMatchObject({ status: 'counted', visitor: null, click_event_id: null });
  });
});

describe('fraud flags', () => {
  it('flags a signup from a headless browser or an HTTP library (automation-agent), and does not count it', async () => {
    const partner = await app.partner('AGENT-01');
    const headless = await referredSignup('AGENT-01', 'headless_signup', {
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
    });
    const curl = await referredSignup('AGENT-01', 'curl_signup', { userAgent: 'curl/8.5.0' });
    expect(await conversionOf(headless)).toMatchObject({ status: 'flagged', flags: ['automation-agent'] });
    expect(await conversionOf(curl)).toMatchObject({ status: 'flagged', flags: ['automation-agent'] });
    expect(await countsOf('AGENT-01')).toEqual({ conversions: 0, daily: 0, flagged: 2, voided: 0 });
    expect(counted).toEqual([]);
    expect(await notificationsOf(partner.user.id)).toEqual([]);
  });

  it('flags a second signup from the same browser (shared-device)', async () => {
    await app.partner('DEVICE-01');
    const address = freshAddress();
    const cookie = await follow('DEVICE-01', { address });
    const first = await signUp('device_first', cookie, { address });
    const second = await signUp('device_second', cookie, { address: freshAddress() });
    expect(await conversionOf(first)).toMatchObject({ status: 'counted', flags: [] });
    expect(await conversionOf(second)).toMatchObject({ status: 'flagged', flags: ['shared-device'] });
    expect(await countsOf('DEVICE-01')).toEqual({ conversions: 1, daily: 1, flagged: 1, voided: 0 });
  });

  it('flags the fourth signup in a day from one address, whichever link it came through (shared-address)', async () => {
    for (const code of ['ADDR-A', 'ADDR-B']) await app.partner(code);
    const address = freshAddress();
    const ids = [];
    for (const [index, code] of ['ADDR-A', 'ADDR-B', 'ADDR-A', 'ADDR-B'].entries()) {
      // Different browsers behind one address (an office, a shared proxy).
      ids.push(await referredSignup(code, `shared_address_${index}`, { address, browser: `${BROWSER} desk/${index}` }));
    }
    const rows = await Promise.all(ids.map(conversionOf));
    expect(rows.map((row) => row.status)).toEqual(['counted', 'counted', 'counted', 'flagged']);
    expect(rows[3].flags).toEqual(['shared-address']);
  });

  it('flags the fifth signup on one link within ten minutes (burst)', async () => {
    await app.partner('BURST-01');
    const ids = [];
    for (let index = 0; index < 5; index += 1) ids.push(await referredSignup('BURST-01', `burst_${index}`));
    const rows = await Promise.all(ids.map(conversionOf));
    expect(rows.map((row) => row.status)).toEqual(['counted', 'counted', 'counted', 'counted', 'flagged']);
    expect(rows[4].flags).toEqual(['burst']);
    expect(await countsOf('BURST-01')).toEqual({ conversions: 4, daily: 4, flagged: 1, voided: 0 });
    expect(counted).toHaveLength(4);
  });

  it("flags a signup from the browser whose visit was the partner's own (self-referral)", async () => {
    const partner = await app.partner('SELF-01');
    const address = freshAddress();
    // The partner, signed in, opens their own link: click tracking excludes the click as 'own'.
    const cookie = await follow('SELF-01', { address, cookie: partner.client.cookie });
    const visitor = /rvid=([a-f0-9]{32})/.exec(cookie)![1];
    expect(await app.query('SELECT excluded FROM referral_click_events WHERE visitor = $1', [visitor])).toEqual([
      { excluded: 'own' },
    ]);
    // Then signs out and creates a second account in the same browser.
    const userId = await signUp(
      'self_referral',
      cookie
        .split('; ')
        .filter((pair) => !pair.startsWith('sid='))
        .join('; '),
      { address },
    );
    expect(await conversionOf(userId)).toMatchObject({ status: 'flagged', flags: ['self-referral'] });
  });

  it('counts nothing for a partner whose tools are closed', async () => {
    const closed = await app.partner('CLOSED-01');
    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [closed.profileId]);
    const userId = await referredSignup('CLOSED-01', 'closed_tools');
    expect(await conversionOf(userId)).toBeUndefined();
    expect(await countsOf('CLOSED-01')).toEqual({ conversions: 0, daily: 0, flagged: 0, voided: 0 });
  });
});

describe('GET /api/admin/referral-conversions', () => {
  it('lists flagged conversions oldest first with their signals, paged, searchable, for admins only', async () => {
    await app.partner('QUEUE-01');
    const agent = 'python-requests/2.32';
    const first = await referredSignup('QUEUE-01', 'queue_first', { userAgent: agent });
    const second = await referredSignup('QUEUE-01', 'queue_second', { userAgent: agent });

    const page = await admin.get(`${QUEUE}?q=QUEUE-01&limit=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('2');
    expect(page.body.data).toEqual([
      {
        userId: first,
        username: 'queue_first',
        referralCode: 'QUEUE-01',
        companyName: expect.any(String),
        convertedAt: expect.any(String),
        status: 'flagged',
        flags: ['automation-agent'],
        clientAddress: expect.stringMatching(/^198\.51\.100\.\d+$/),
        userAgent: agent,
        reviewedAt: null,
        reviewNote: null,
      },
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')![1];
    const rest = await admin.get(next);
    expect(rest.body.data.map((item: { userId: number }) => item.userId)).toEqual([second]);
    expect(rest.headers.get('link')).toBeNull();

    const newest = await admin.get(`${QUEUE}?q=queue_&sort=newest`);
    expect(newest.body.data.map((item: { userId: number }) => item.userId)).toEqual([second, first]);
    expect((await admin.get(`${QUEUE}?q=queue_&status=counted`)).body.data).toEqual([]);
  });

  it('refuses bad filters with a 400 and non-admins with a 401 or 403', async () => {
    expect((await admin.get(`${QUEUE}?status=pending`)).status).toBe(400);
    expect((await admin.get(`${QUEUE}?from=2026-02-10&to=2026-02-01`)).status).toBe(400);
    expect((await app.client().get(QUEUE)).status).toBe(401);
    expect((await (await app.partner()).client.get(QUEUE)).status).toBe(403);
    expect((await (await app.signedIn('user')).client.get(QUEUE)).status).toBe(403);
  });
});

describe('deciding a flagged conversion', () => {
  async function flagged(code: string, username: string) {
    const partner = await app.partner(code);
    const userId = await referredSignup(code, username, { userAgent: 'Go-http-client/1.1' });
    expect((await conversionOf(userId)).status).toBe('flagged');
    return { partner, userId };
  }

  async function auditOf(userId: number) {
    return app.query<{ action: string; outcome: string; notes: string | null; before: unknown; after: unknown }>(
      `SELECT action, outcome, notes, before, after FROM audit_log WHERE target_type = 'referral-conversion' AND target_id = $1`,
      [userId],
    );
  }

  it('confirms: it counts, the rollups move, the partner hears of it and handlers run once; a second decision is a 409', async () => {
    const { partner, userId } = await flagged('CONFIRM-01', 'to_confirm');
    const response = await admin.post(`${QUEUE}/${userId}/confirm`, { note: 'Known office proxy' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      userId,
      status: 'counted',
      reviewNote: 'Known office proxy',
      reviewedAt: expect.any(String),
    });
    expect(await countsOf('CONFIRM-01')).toEqual({ conversions: 1, daily: 1, flagged: 0, voided: 0 });
    expect(counted).toEqual([expect.objectContaining({ userId, referralCode: 'CONFIRM-01' })]);
    expect(await auditOf(userId)).toEqual([
      {
        action: 'referral-conversion.confirm',
        outcome: 'counted',
        notes: 'Known office proxy',
        before: { status: 'flagged', flags: 'automation-agent' },
        after: { status: 'counted', flags: 'automation-agent' },
      },
    ]);
    expect((await notificationsOf(partner.user.id)).map((item) => item.kind)).toEqual(['referral-converted']);

    expect((await admin.post(`${QUEUE}/${userId}/confirm`, {})).status).toBe(409);
    expect((await admin.post(`${QUEUE}/${userId}/void`, { note: 'Changed my mind' })).status).toBe(409);
    expect(await countsOf('CONFIRM-01')).toEqual({ conversions: 1, daily: 1, flagged: 0, voided: 0 });
    expect(counted).toHaveLength(1);
  });

  it('voids with a required note: never counted, the partner is told why; a second decision is a 409', async () => {
    const { partner, userId } = await flagged('VOID-01', 'to_void');
    expect((await admin.post(`${QUEUE}/${userId}/void`, {})).status).toBe(400);
    expect((await admin.post(`${QUEUE}/${userId}/void`, { note: '   ' })).status).toBe(400);

    const response = await admin.post(`${QUEUE}/${userId}/void`, { note: 'Scripted signups' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'voided', reviewNote: 'Scripted signups' });
    expect(await countsOf('VOID-01')).toEqual({ conversions: 0, daily: 0, flagged: 0, voided: 1 });
    expect(counted).toEqual([]);
    expect(await auditOf(userId)).toEqual([
      expect.objectContaining({
        action: 'referral-conversion.void',
        outcome: 'voided',
        before: { status: 'flagged', flags: 'automation-agent' },
      }),
    ]);
    const notifications = await notificationsOf(partner.user.id);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'referral-converted',
        body: expect.stringContaining('Reason: Scripted signups'),
      }),
    ]);

    expect((await admin.post(`${QUEUE}/${userId}/void`, { note: 'Again' })).status).toBe(409);
    expect((await admin.post(`${QUEUE}/${userId}/confirm`, {})).status).toBe(409);
    expect((await admin.get(`${QUEUE}?status=voided&q=to_void`)).body.data).toEqual([
      expect.objectContaining({ userId }),
    ]);
  });

  it('answers 404 for an account without a conversion, 409 for a counted one, and refuses non-admins', async () => {
    const plain = await app.createUser();
    expect((await admin.post(`${QUEUE}/${plain.id}/confirm`, {})).status).toBe(404);
    expect((await admin.post(`${QUEUE}/999999/void`, { note: 'x' })).status).toBe(404);
    await app.partner('COUNTED-01');
    const countedOne = await referredSignup('COUNTED-01', 'already_counted');
    expect((await admin.post(`${QUEUE}/${countedOne}/confirm`, {})).status).toBe(409);

    const { userId } = await flagged('GUARDED-01', 'guarded');
    const partner = await app.partner();
    expect((await partner.client.post(`${QUEUE}/${userId}/confirm`, {})).status).toBe(403);
    expect((await app.client().post(`${QUEUE}/${userId}/void`, { note: 'x' })).status).toBe(401);
    expect((await conversionOf(userId)).status).toBe('flagged');
  });
});
