import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClickEventRetention } from '../src/modules/referrals/application/click-event-retention';
import { browserGet } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };
let app: TestApp;
/** Low referral click limit, behind a trusted proxy, on the same database. */
let limited: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  limited = await startTestApp({
    env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_REFERRAL_CLICK: '1', TRUST_PROXY: 'true' },
    databaseUrl: app.databaseUrl,
  });
});

afterAll(async () => {
  await limited.close();
  await app.close();
});

let visitors = 0;

/** A person following the link in a browser; each call is a new visitor unless the headers say otherwise. */
function visit(code: string, headers: Record<string, string> = {}, base = app.baseUrl, path = '') {
  visitors += 1;
  return browserGet(`${base}/r/${encodeURIComponent(code)}${path}`, {
    'user-agent': `${BROWSER} v/${visitors}`,
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

async function events(code: string) {
  return app.query<{
    id: string;
    excluded: string | null;
    referrer_host: string | null;
    landing_path: string;
    utm_source: string | null;
    utm_campaign: string | null;
  }>(
    `SELECT event.id::text, event.excluded, event.referrer_host, event.landing_path, event.utm_source, event.utm_campaign
     FROM referral_click_events event JOIN referrals ON referrals.id = event.referral_id
     WHERE referrals.code = $1 ORDER BY event.id`,
    [code],
  );
}

async function clicksOf(code: string): Promise<number> {
  const [row] = await app.query<{ clicks: number }>('SELECT clicks FROM referrals WHERE code = $1', [code]);
  return row.clicks;
}

describe('what /r/{code} counts', () => {
  it('counts a top-level navigation, and records an image, script or fetch request as not-navigation without cookies', async () => {
    await app.partner('NAV-ONLY');
    const image = await visit('NAV-ONLY', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' });
    const script = await visit('NAV-ONLY', { 'sec-fetch-dest': 'script', 'sec-fetch-mode': 'no-cors' });
    const fetched = await visit('NAV-ONLY', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' });
    const iframe = await visit('NAV-ONLY', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' });
    for (const response of [image, script, fetched, iframe]) {
      expect(response.status).toBe(302);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(await clicksOf('NAV-ONLY')).toBe(0);

    const navigation = await visit('NAV-ONLY');
    expect(cookieFrom(navigation, 'ref')).toBe('ref=NAV-ONLY');
    // A browser that sends no Fetch Metadata at all is taken at its word.
    const older = await browserGet(`${app.baseUrl}/r/NAV-ONLY`, { 'user-agent': `${BROWSER} older` });
    expect(cookieFrom(older, 'ref')).toBe('ref=NAV-ONLY');
    expect(await clicksOf('NAV-ONLY')).toBe(2);
    expect((await events('NAV-ONLY')).map((event) => event.excluded)).toEqual([
      'not-navigation',
      'not-navigation',
      'not-navigation',
      'not-navigation',
      null,
      null,
    ]);
  });

  it("does not count the partner's own visits or an admin's, and still redirects them", async () => {
    const owner = await app.partner('OWN-VISITS');
    const ownVisit = await visit('OWN-VISITS', { cookie: owner.client.cookie! });
    expect(ownVisit.status).toBe(302);
    const admin = await app.signedIn('admin');
    const adminVisit = await visit('OWN-VISITS', { cookie: admin.client.cookie! });
    expect(adminVisit.status).toBe(302);
    // Another partner signed in is a visitor like any other.
    const other = await app.partner('OWN-VISITS-B');
    await visit('OWN-VISITS', { cookie: other.client.cookie! });
    expect(await clicksOf('OWN-VISITS')).toBe(1);
    expect((await events('OWN-VISITS')).map((event) => event.excluded)).toEqual(['own', 'admin', null]);
  });

  it('treats a visitor whose session cookie is unknown as anonymous', async () => {
    await app.partner('STALE-SESSION');
    const response = await visit('STALE-SESSION', { cookie: 'sid=s%3Aunknown.signature' });
    expect(response.status).toBe(302);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(await clicksOf('STALE-SESSION')).toBe(1);
  });

  it('records bots, repeats within the hour and an inactive partner, each with its reason', async () => {
    const partner = await app.partner('REASONS');
    await visit('REASONS', { 'user-agent': 'Googlebot/2.1' });
    const first = await visit('REASONS');
    await visit('REASONS', { cookie: cookieFrom(first, 'rvid')! });
    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [partner.profileId]);
    const inactive = await visit('REASONS');
    expect(inactive.status).toBe(302);
    expect(await clicksOf('REASONS')).toBe(1);
    expect((await events('REASONS')).map((event) => event.excluded)).toEqual(['bot', null, 'duplicate', 'inactive']);
  });

  it('sends link-preview fetchers to the deep-linked page they draw the card of, and never counts them', async () => {
    await app.partner('PREVIEWS');
    const fetchers = [
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'WhatsApp/2.23.20.0',
    ];
    for (const userAgent of fetchers) {
      const response = await visit('PREVIEWS', { 'user-agent': userAgent }, app.baseUrl, '?to=/articles/2');
      expect(response.status, userAgent).toBe(302);
      expect(response.headers.get('location'), userAgent).toBe('/articles/2');
      expect(cookieFrom(response, 'rvid'), userAgent).toBeUndefined();
    }
    expect(await clicksOf('PREVIEWS')).toBe(0);
    expect((await events('PREVIEWS')).map((event) => event.excluded)).toEqual(fetchers.map(() => 'bot'));
  });

  it('over the click rate limit still redirects, with cookies, and records rate-limit', async () => {
    await app.partner('LIMITED-LINK');
    const address = { 'x-forwarded-for': '198.51.100.77' };
    expect((await visit('LIMITED-LINK', address, limited.baseUrl)).status).toBe(302);
    const over = await visit('LIMITED-LINK', address, limited.baseUrl);
    expect(over.status).toBe(302);
    expect(over.headers.get('content-type') ?? '').not.toMatch(/json/);
    expect(cookieFrom(over, 'ref')).toBe('ref=LIMITED-LINK');
    expect(await clicksOf('LIMITED-LINK')).toBe(1);
    expect((await events('LIMITED-LINK')).map((event) => event.excluded)).toEqual([null, 'rate-limit']);
  });

  it('sets refc to the id of the click event that set ref', async () => {
    await app.partner('REFC-LINK');
    const response = await visit('REFC-LINK');
    const [event] = await events('REFC-LINK');
    const refc = response.headers.getSetCookie().find((cookie) => cookie.startsWith('refc='));
    expect(refc).toMatch(new RegExp(`^refc=${event.id};`));
    expect(refc).toMatch(/Max-Age=2592000/);
    expect(refc).toMatch(/HttpOnly/);
  });
});

describe('what a click records', () => {
  it('records the referrer host (lower-case, none for same-site), the landing path and trimmed UTM parameters', async () => {
    await app.partner('SOURCES');
    await visit(
      'SOURCES',
      { referer: 'https://News.Example.COM/some/page?x=1' },
      app.baseUrl,
      '?to=/articles/3&utm_source=%20newsletter%20&utm_campaign=launch',
    );
    await visit('SOURCES', { referer: `${app.baseUrl}/partners` });
    await visit('SOURCES', {}, app.baseUrl, `?utm_source=${'x'.repeat(250)}`);
    const recorded = await events('SOURCES');
    expect(recorded.map(({ referrer_host, landing_path }) => [referrer_host, landing_path])).toEqual([
      ['news.example.com', '/articles/3'],
      [null, '/'],
      [null, '/'],
    ]);
    expect(recorded[0]).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'launch' });
    expect(recorded[2].utm_source).toBe('x'.repeat(200));
    const sources = await app.query<{ dimension: string; value: string; clicks: number }>(
      `SELECT dimension, value, clicks FROM referral_daily_sources
       WHERE referral_id = (SELECT id FROM referrals WHERE code = 'SOURCES') ORDER BY dimension, value`,
    );
    expect(sources).toEqual([
      { dimension: 'host', value: '(direct)', clicks: 2 },
      { dimension: 'host', value: 'news.example.com', clicks: 1 },
      { dimension: 'path', value: '/', clicks: 2 },
      { dimension: 'path', value: '/articles/3', clicks: 1 },
    ]);
  });

  it('keeps the daily rollups equal to the raw events after a mix of clicks', async () => {
    const owner = await app.partner('ROLLUP-A');
    await app.partner('ROLLUP-B');
    const repeat = await visit('ROLLUP-A');
    const mix = [
      visit('ROLLUP-A'),
      visit('ROLLUP-A', { 'user-agent': 'curl/8.0' }),
      visit('ROLLUP-A', { 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' }),
      visit('ROLLUP-A', { cookie: owner.client.cookie! }),
      visit('ROLLUP-A', { cookie: cookieFrom(repeat, 'rvid')! }),
      visit('ROLLUP-B', { referer: 'https://t.example/' }),
      ...Array.from({ length: 20 }, () => visit('ROLLUP-B')),
    ];
    await Promise.all(mix);
    const rollups = await app.query<Record<string, string>>(
      `SELECT referral_id, day::text, clicks, raw_clicks, excluded_bot, excluded_duplicate, excluded_own, excluded_admin,
         excluded_rate_limit, excluded_not_navigation, excluded_inactive
       FROM referral_daily_stats WHERE referral_id IN (SELECT id FROM referrals WHERE code IN ('ROLLUP-A', 'ROLLUP-B'))
       ORDER BY referral_id, day`,
    );
    const fromEvents = await app.query<Record<string, string>>(
      `SELECT referral_id, (occurred_at AT TIME ZONE 'UTC')::date::text AS day,
         count(*) FILTER (WHERE excluded IS NULL)::int AS clicks, count(*)::int AS raw_clicks,
         count(*) FILTER (WHERE excluded = 'bot')::int AS excluded_bot,
         count(*) FILTER (WHERE excluded = 'duplicate')::int AS excluded_duplicate,
         count(*) FILTER (WHERE excluded = 'own')::int AS excluded_own,
         count(*) FILTER (WHERE excluded = 'admin')::int AS excluded_admin,
         count(*) FILTER (WHERE excluded = 'rate-limit')::int AS excluded_rate_limit,
         count(*) FILTER (WHERE excluded = 'not-navigation')::int AS excluded_not_navigation,
         count(*) FILTER (WHERE excluded = 'inactive')::int AS excluded_inactive
       FROM referral_click_events WHERE referral_id IN (SELECT id FROM referrals WHERE code IN ('ROLLUP-A', 'ROLLUP-B'))
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rollups).toEqual(fromEvents);
    expect(rollups.map((row) => Number(row.raw_clicks))).toEqual([6, 21]);
    const [counters] = await app.query<{ clicks: number }>(
      `SELECT sum(clicks)::int AS clicks FROM referrals WHERE code IN ('ROLLUP-A', 'ROLLUP-B')`,
    );
    expect(counters.clicks).toBe(2 + 21);
  });
});

describe('retention', () => {
  it('deletes raw events older than REFERRAL_EVENT_RETENTION_DAYS and keeps the rollups', async () => {
    await app.partner('RETAINED');
    await visit('RETAINED');
    await visit('RETAINED');
    const [old] = await events('RETAINED');
    await app.query(`UPDATE referral_click_events SET occurred_at = now() - interval '401 days' WHERE id = $1`, [
      old.id,
    ]);
    const rollupBefore = await app.query(
      `SELECT sum(raw_clicks)::int AS raw FROM referral_daily_stats WHERE referral_id = (SELECT id FROM referrals WHERE code = 'RETAINED')`,
    );

    expect(await app.get(ClickEventRetention).deleteExpired()).toBeGreaterThanOrEqual(1);
    expect((await events('RETAINED')).map((event) => event.id)).not.toContain(old.id);
    expect(await events('RETAINED')).toHaveLength(1);
    expect(
      await app.query(
        `SELECT sum(raw_clicks)::int AS raw FROM referral_daily_stats WHERE referral_id = (SELECT id FROM referrals WHERE code = 'RETAINED')`,
      ),
    ).toEqual(rollupBefore);
  });

  it('keeps one daily run waiting on the job queue, however many instances started', async () => {
    const waiting = await app.query<{ count: number; start_after: Date }>(
      `SELECT count(*)::int AS count, min(start_after) AS start_after FROM pgboss.job
       WHERE name = 'referral-click-event-retention' AND state = 'created'`,
    );
    expect(waiting[0].count).toBe(1);
    expect(new Date(waiting[0].start_after).getUTCHours()).toBe(3);
  });
});
