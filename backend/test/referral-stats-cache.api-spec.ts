import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TableChangeFeed, type TableChangeEvent } from '../src/database/table-change-feed';
import { LIVE_STATS_MAX_AGE_MS } from '../src/modules/referrals/application/live-stats-memo';
import { ReferralStatsRepository } from '../src/modules/referrals/application/referral-stats.repository';
import type { StatsRange } from '../src/modules/referrals/domain/referral-stats';
import { ApiClient } from './support/api-client';
import { followLink } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

/** Behind a trusted proxy, so each visitor comes from the address the test gives it. */
let app: TestApp;
let admin: ApiClient;
let addresses = 0;
const notified: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  admin = (await app.signedIn('admin')).client;
  app
    .get(TableChangeFeed)
    .subscribe((event: TableChangeEvent) => event.kind === 'change' && notified.push(event.change));
});

afterAll(async () => {
  await app.close();
});

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Follows the link as a browser from a fresh address and answers the cookies it set. */
async function visit(code: string, userAgent = BROWSER): Promise<{ cookie: string; address: string }> {
  addresses += 1;
  const address = `198.51.100.${addresses}`;
  const response = await followLink(`${app.baseUrl}/r/${code}`, {
    'user-agent': userAgent,
    'x-forwarded-for': address,
    ...NAVIGATION,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, address };
}

async function referralId(code: string): Promise<number> {
  const [row] = await app.query<{ id: number }>('SELECT id FROM referrals WHERE code = $1', [code]);
  return row.id;
}

/** How often the rollups of days before today were read from the database (not the cache). */
function pastReads(spy: { mock: { calls: unknown[][] } }): number {
  const today = daysAgo(0);
  return spy.mock.calls.filter(([, range]) => (range as StatsRange).to < today).length;
}

describe('GET /api/referrals/stats through the cache', () => {
  it('shows a click at once, a change to a past day at once, and keeps the past days cached across clicks', async () => {
    const { client } = await app.partner('CACHED-STATS');
    const id = await referralId('CACHED-STATS');
    await app.query(`INSERT INTO referral_daily_stats (referral_id, day, clicks, raw_clicks) VALUES ($1, $2, 5, 6)`, [
      id,
      daysAgo(2),
    ]);
    await app.query(
      `INSERT INTO referral_daily_sources (referral_id, day, dimension, value, clicks) VALUES ($1, $2, 'host', 'old.example', 5), ($1, $2, 'path', '/', 5)`,
      [id, daysAgo(2)],
    );
    const repository = app.get(ReferralStatsRepository);
    const rollups = vi.spyOn(repository, 'rollups');
    const stats = async () => {
      const response = await client.get('/api/referrals/stats');
      expect(response.status).toBe(200);
      return response.body.data;
    };
    const dayOf = (data: { series: { day: string }[] }, day: string) => data.series.find((entry) => entry.day === day);

    const first = await stats();
    expect(first.totals).toMatchObject({ clicks: 5, rawClicks: 6 });
    expect(await stats()).toEqual(first);
    expect(pastReads(rollups)).toBe(1);

    // A click: today's rows change, nothing is notified, and the next read has it.
    notified.length = 0;
    await visit('CACHED-STATS');
    await app.get(TableChangeFeed).sync();
    const afterClick = await stats();
    expect(dayOf(afterClick, daysAgo(0))).toMatchObject({ clicks: 1, rawClicks: 1 });
    expect(afterClick.totals).toMatchObject({ clicks: 6, rawClicks: 7 });
    expect(afterClick.topReferrerHosts).toEqual([
      { value: 'old.example', clicks: 5 },
      { value: '(direct)', clicks: 1 },
    ]);
    expect(afterClick.topLandingPaths).toEqual([{ value: '/', clicks: 6 }]);
    expect(notified.filter((change) => change.startsWith('referral_daily'))).toEqual([]);
    expect(pastReads(rollups)).toBe(1);

    // Another writer rewrites a past day: the next read on this instance has it.
    await app.query(
      `UPDATE referral_daily_stats SET clicks = clicks + 3, raw_clicks = raw_clicks + 3 WHERE referral_id = $1 AND day = $2`,
      [id, daysAgo(2)],
    );
    await app.query(
      `UPDATE referral_daily_sources SET clicks = clicks + 3 WHERE referral_id = $1 AND day = $2 AND dimension = 'host'`,
      [id, daysAgo(2)],
    );
    const afterRewrite = await stats();
    expect(dayOf(afterRewrite, daysAgo(2))).toMatchObject({ clicks: 8, rawClicks: 9 });
    expect(afterRewrite.totals).toMatchObject({ clicks: 9, rawClicks: 10 });
    expect(afterRewrite.topReferrerHosts[0]).toEqual({ value: 'old.example', clicks: 8 });
    expect(pastReads(rollups)).toBe(2);
    rollups.mockRestore();
  });

  it("shows an admin's decision on a conversion of yesterday at once", async () => {
    const { client } = await app.partner('CACHED-REVIEW');
    const id = await referralId('CACHED-REVIEW');
    const { cookie, address } = await visit('CACHED-REVIEW');
    // A script signing up with the browser's cookies: flagged for review.
    const signup = await new ApiClient(app.baseUrl).post(
      '/api/auth/signup',
      { username: 'cached_review', password: 'secret1' },
      { headers: { cookie, 'user-agent': 'Go-http-client/1.1', 'x-forwarded-for': address } },
    );
    expect(signup.status).toBe(201);
    const userId: number = signup.body.user.id;
    // As if it had happened yesterday: the conversion and its rollup row.
    await app.query(
      `UPDATE referral_conversions SET converted_at = converted_at - interval '1 day' WHERE user_id = $1 AND status = 'flagged'`,
      [userId],
    );
    await app.query(`UPDATE referral_daily_stats SET flagged_conversions = 0 WHERE referral_id = $1 AND day = $2`, [
      id,
      daysAgo(0),
    ]);
    await app.query(`INSERT INTO referral_daily_stats (referral_id, day, flagged_conversions) VALUES ($1, $2, 1)`, [
      id,
      daysAgo(1),
    ]);

    const before = (await client.get('/api/referrals/stats')).body.data;
    expect(before.totals).toMatchObject({ conversions: 0, flaggedConversions: 1 });
    expect((await client.get('/api/referrals/stats')).body.data).toEqual(before);

    expect(
      (await admin.post(`/api/admin/referral-conversions/${userId}/confirm`, { note: 'Known office proxy' })).status,
    ).toBe(200);
    const after = (await client.get('/api/referrals/stats')).body.data;
    expect(after.series.find((entry: { day: string }) => entry.day === daysAgo(1))).toMatchObject({
      conversions: 1,
      flaggedConversions: 0,
    });
    expect(after.totals).toMatchObject({ conversions: 1, flaggedConversions: 0 });
  });

  it("follows a link into a campaign at once: the campaign's stats are keyed by its links", async () => {
    const { client } = await app.partner('CACHED-CAMPAIGN');
    const id = await referralId('CACHED-CAMPAIGN');
    await app.query(`INSERT INTO referral_daily_stats (referral_id, day, clicks, raw_clicks) VALUES ($1, $2, 4, 4)`, [
      id,
      daysAgo(3),
    ]);
    const campaign = await client.post('/api/campaigns', { name: 'Cached' });
    const campaignId: number = campaign.body.data.id;
    const path = `/api/referrals/stats?campaignId=${campaignId}`;
    expect((await client.get(path)).body.data.totals.clicks).toBe(0);
    expect((await client.get(path)).body.data.totals.clicks).toBe(0);

    expect((await client.patch(`/api/referrals/${id}`, { campaignId })).status).toBe(200);
    expect((await client.get(path)).body.data.totals.clicks).toBe(4);
    expect((await client.patch(`/api/referrals/${id}`, { campaignId: null })).status).toBe(200);
    expect((await client.get(path)).body.data.totals.clicks).toBe(0);
  });

  it("answers today's part from memory for a moment, and at once anew after the partner's click, conversion or review here", async () => {
    const { client } = await app.partner('LIVE-MEMO');
    await app.partner('LIVE-OTHER');
    // The clock stands still until the test moves it, so a slow machine cannot outlast the moment.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const rollups = vi.spyOn(app.get(ReferralStatsRepository), 'rollups');
    const liveReads = () => rollups.mock.calls.filter(([, range]) => range.to >= daysAgo(0)).length;
    const today = async () => {
      const response = await client.get('/api/referrals/stats');
      expect(response.status).toBe(200);
      return response.body.data.series.at(-1);
    };

    expect(await today()).toMatchObject({ day: daysAgo(0), clicks: 0 });
    expect(await today()).toMatchObject({ clicks: 0 });
    expect(liveReads()).toBe(1);
    // Another partner's click leaves this partner's entry alone.
    await visit('LIVE-OTHER');
    await today();
    expect(liveReads()).toBe(1);

    const { cookie, address } = await visit('LIVE-MEMO');
    expect(await today()).toMatchObject({ clicks: 1, rawClicks: 1 });
    // A browser signing up with the link's cookies: a counted conversion.
    const signup = await new ApiClient(app.baseUrl).post(
      '/api/auth/signup',
      { username: 'live_memo', password: 'secret1' },
      { headers: { cookie, 'user-agent': BROWSER, 'x-forwarded-for': address } },
    );
    expect(signup.status).toBe(201);
    expect(await today()).toMatchObject({ clicks: 1, conversions: 1, flaggedConversions: 0 });

    // A script signing up with the same cookies is flagged; voiding it shows at once too.
    const flagged = await new ApiClient(app.baseUrl).post(
      '/api/auth/signup',
      { username: 'live_memo_script', password: 'secret1' },
      { headers: { cookie, 'user-agent': 'Go-http-client/1.1', 'x-forwarded-for': address } },
    );
    expect(flagged.status).toBe(201);
    expect(await today()).toMatchObject({ conversions: 1, flaggedConversions: 1 });
    expect(
      (await admin.post(`/api/admin/referral-conversions/${flagged.body.user.id}/void`, { note: 'Script' })).status,
    ).toBe(200);
    expect(await today()).toMatchObject({ conversions: 1, flaggedConversions: 0 });
    expect(liveReads()).toBe(5);

    // What another instance writes shows once the moment is over.
    const id = await referralId('LIVE-MEMO');
    await app.query(`UPDATE referral_daily_stats SET clicks = clicks + 5 WHERE referral_id = $1 AND day = $2`, [
      id,
      daysAgo(0),
    ]);
    expect(await today()).toMatchObject({ clicks: 1 });
    vi.setSystemTime(Date.now() + LIVE_STATS_MAX_AGE_MS + 1);
    expect(await today()).toMatchObject({ clicks: 6 });
    rollups.mockRestore();
  });
});
