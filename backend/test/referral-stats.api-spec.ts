import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { browserGet } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };
const ZERO_EXCLUSIONS = { bot: 0, duplicate: 0, own: 0, admin: 0, rateLimit: 0, notNavigation: 0, inactive: 0 };
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

let visitors = 0;
function visit(code: string, headers: Record<string, string> = {}, query = '') {
  visitors += 1;
  return browserGet(`${app.baseUrl}/r/${code}${query}`, {
    'user-agent': `${BROWSER} v/${visitors}`,
    ...NAVIGATION,
    ...headers,
  });
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function referralId(code: string): Promise<number> {
  const [row] = await app.query<{ id: number }>('SELECT id FROM referrals WHERE code = $1', [code]);
  return row.id;
}

/** A day of rollups as earlier traffic and conversions would have left them. */
async function rollup(code: string, day: string, values: Record<string, number>) {
  const columns = Object.keys(values);
  await app.query(
    `INSERT INTO referral_daily_stats (referral_id, day, ${columns.join(', ')})
     VALUES ($1, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')})`,
    [await referralId(code), day, ...Object.values(values)],
  );
}

async function createCampaign(client: ApiClient, name = 'Launch'): Promise<number> {
  const response = await client.post('/api/campaigns', { name });
  expect(response.status).toBe(201);
  return response.body.data.id;
}

describe('GET /api/referrals/stats', () => {
  it('answers every day of the default 30-day range, zeros included, with totals and top sources', async () => {
    const { client } = await app.partner('STATS-MAIN');
    await client.post('/api/referrals', { referralCode: 'STATS-SECOND' });
    await rollup('STATS-MAIN', daysAgo(3), {
      clicks: 10,
      raw_clicks: 14,
      excluded_bot: 3,
      excluded_duplicate: 1,
      conversions: 2,
      flagged_conversions: 1,
    });
    await rollup('STATS-SECOND', daysAgo(3), { clicks: 5, raw_clicks: 5, conversions: 1 });
    await rollup('STATS-MAIN', daysAgo(40), { clicks: 99, raw_clicks: 99 });
    await visit('STATS-MAIN', { referer: 'https://social.example/post/1' }, '?to=/articles/3');
    await visit('STATS-MAIN', { referer: 'https://social.example/post/2' });
    await visit('STATS-SECOND');
    await visit('STATS-MAIN', { 'user-agent': 'Googlebot/2.1' });

    const response = await client.get('/api/referrals/stats');
    expect(response.status).toBe(200);
    const stats = response.body.data;
    expect(stats).toMatchObject({ from: daysAgo(29), to: today(), interval: 'day' });
    expect(stats.series).toHaveLength(30);
    expect(stats.series[0]).toEqual({
      day: daysAgo(29),
      clicks: 0,
      rawClicks: 0,
      excluded: ZERO_EXCLUSIONS,
      conversions: 0,
      flaggedConversions: 0,
    });
    expect(stats.series.find((day: { day: string }) => day.day === daysAgo(3))).toEqual({
      day: daysAgo(3),
      clicks: 15,
      rawClicks: 19,
      excluded: { ...ZERO_EXCLUSIONS, bot: 3, duplicate: 1 },
      conversions: 3,
      flaggedConversions: 1,
    });
    expect(stats.series.at(-1)).toEqual({
      day: today(),
      clicks: 3,
      rawClicks: 4,
      excluded: { ...ZERO_EXCLUSIONS, bot: 1 },
      conversions: 0,
      flaggedConversions: 0,
    });
    expect(stats.totals).toEqual({
      clicks: 18,
      rawClicks: 23,
      excluded: { ...ZERO_EXCLUSIONS, bot: 4, duplicate: 1 },
      conversions: 3,
      flaggedConversions: 1,
      conversionRate: 3 / 18,
    });
    expect(stats.topReferrerHosts).toEqual([
      { value: 'social.example', clicks: 2 },
      { value: '(direct)', clicks: 1 },
    ]);
    expect(stats.topLandingPaths).toEqual([
      { value: '/', clicks: 2 },
      { value: '/articles/3', clicks: 1 },
    ]);

    const one = await client.get(
      `/api/referrals/stats?referralId=${await referralId('STATS-SECOND')}&from=${daysAgo(3)}&to=${daysAgo(3)}`,
    );
    expect(one.status).toBe(200);
    expect(one.body.data.series).toEqual([
      { day: daysAgo(3), clicks: 5, rawClicks: 5, excluded: ZERO_EXCLUSIONS, conversions: 1, flaggedConversions: 0 },
    ]);
    expect(one.body.data.totals.conversionRate).toBe(0.2);
    expect(one.body.data.topReferrerHosts).toEqual([]);
  });

  it('answers a null conversion rate without clicks, and keeps the top lists to 10', async () => {
    const { client } = await app.partner('STATS-TOP');
    const empty = await client.get(`/api/referrals/stats?from=${daysAgo(6)}`);
    expect(empty.body.data.series).toHaveLength(7);
    expect(empty.body.data.totals).toMatchObject({ clicks: 0, conversions: 0, conversionRate: null });

    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        visit('STATS-TOP', { referer: `https://site${index % 12}.example/` }, `?to=/page/${index}`),
      ),
    );
    await visit('STATS-TOP', { referer: 'https://site5.example/' });
    const top = (await client.get('/api/referrals/stats')).body.data;
    expect(top.topReferrerHosts).toHaveLength(10);
    expect(top.topReferrerHosts[0]).toEqual({ value: 'site5.example', clicks: 2 });
    expect(top.topLandingPaths).toHaveLength(10);
    expect(top.topLandingPaths[0]).toEqual({ value: '/', clicks: 1 });
  });

  it("refuses someone else's link or campaign with 404, and a bad query with 400", async () => {
    const mine = await app.partner('STATS-MINE');
    const theirs = await app.partner('STATS-THEIRS');
    const theirCampaign = await createCampaign(theirs.client);
    expect((await mine.client.get(`/api/referrals/stats?referralId=${await referralId('STATS-THEIRS')}`)).status).toBe(
      404,
    );
    expect((await mine.client.get(`/api/referrals/stats?campaignId=${theirCampaign}`)).status).toBe(404);
    expect((await mine.client.get('/api/referrals/stats?referralId=999999')).status).toBe(404);
    expect((await mine.client.get(`/api/referrals/stats/export?campaignId=${theirCampaign}`)).status).toBe(404);
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-01-02',
      'interval=week',
      'from=2026-02-30',
      'to=yesterday',
      'referralId=abc',
      'referralId=0',
      'campaignId=1e3',
      'unknown=1',
    ]) {
      const response = await mine.client.get(`/api/referrals/stats?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.message, query).toEqual(expect.any(String));
    }
    expect((await mine.client.get('/api/referrals/stats?from=2025-01-01&to=2026-01-01')).status).toBe(200);
  });

  it('requires a partner: 401 signed out, 403 without a profile', async () => {
    expect((await app.client().get('/api/referrals/stats')).status).toBe(401);
    expect((await app.client().get('/api/referrals/stats/export')).status).toBe(401);
    const { client } = await app.signedIn();
    expect((await client.get('/api/referrals/stats')).status).toBe(403);
  });

  it('answers a read-only API token of the partner', async () => {
    const { client } = await app.partner('STATS-TOKEN');
    await visit('STATS-TOKEN');
    const created = await client.post('/api/account/tokens', { name: 'Reporting', scope: 'read' });
    expect(created.status).toBe(201);
    const withToken = await app
      .client()
      .get('/api/referrals/stats', { headers: { authorization: `Bearer ${created.body.data.token}` } });
    expect(withToken.status).toBe(200);
    expect(withToken.body.data.totals.clicks).toBe(1);
    const csv = await app
      .client()
      .get('/api/referrals/stats/export', { headers: { authorization: `Bearer ${created.body.data.token}` } });
    expect(csv.status).toBe(200);
  });
});

describe('GET /api/referrals/stats/export', () => {
  it('answers the same series as a CSV file, one row per day', async () => {
    const { client } = await app.partner('STATS-CSV');
    await rollup('STATS-CSV', daysAgo(1), {
      clicks: 4,
      raw_clicks: 7,
      excluded_own: 1,
      excluded_admin: 1,
      excluded_not_navigation: 1,
      conversions: 1,
      flagged_conversions: 2,
    });
    const response = await client.get(`/api/referrals/stats/export?from=${daysAgo(2)}&to=${daysAgo(0)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="referral-stats.csv"');
    expect(response.text.split('\r\n')).toEqual([
      'day,clicks,raw_clicks,excluded_bot,excluded_duplicate,excluded_own,excluded_admin,excluded_rate_limit,excluded_not_navigation,excluded_inactive,conversions,flagged_conversions',
      `${daysAgo(2)},0,0,0,0,0,0,0,0,0,0,0`,
      `${daysAgo(1)},4,7,0,0,1,1,0,1,0,1,2`,
      `${daysAgo(0)},0,0,0,0,0,0,0,0,0,0,0`,
      '',
    ]);
  });
});

describe('campaign links', () => {
  it("counts a campaign link's clicks in the campaign's stats and in stats?campaignId=", async () => {
    const { client } = await app.partner('CAMPAIGN-OWNER');
    const campaignId = await createCampaign(client, 'Spring drive');
    const created = await client.post('/api/referrals', { referralCode: 'SPRING-LINK', campaignId });
    expect(created.status).toBe(201);
    expect(created.body.data.campaignId).toBe(campaignId);
    await visit('SPRING-LINK');
    await visit('SPRING-LINK');
    await visit('CAMPAIGN-OWNER');
    await app.query(`UPDATE referrals SET conversions = 1 WHERE code = 'SPRING-LINK'`);

    const campaigns = await client.get('/api/campaigns');
    expect(campaigns.body.data.find((campaign: { id: number }) => campaign.id === campaignId).stats).toEqual({
      clicks: 2,
      conversions: 1,
      conversionRate: 0.5,
    });
    const stats = await client.get(`/api/referrals/stats?campaignId=${campaignId}`);
    expect(stats.body.data.totals.clicks).toBe(2);
    expect((await client.get('/api/referrals/stats')).body.data.totals.clicks).toBe(3);

    const edited = await client.patch(`/api/campaigns/${campaignId}`, { name: 'Spring drive 2' });
    expect(edited.body.data.stats).toEqual({ clicks: 2, conversions: 1, conversionRate: 0.5 });

    const moved = await client.patch(`/api/referrals/${await referralId('SPRING-LINK')}`, { campaignId: null });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ referralCode: 'SPRING-LINK', campaignId: null });
    const after = await client.get('/api/campaigns');
    expect(after.body.data.find((campaign: { id: number }) => campaign.id === campaignId).stats).toEqual({
      clicks: 0,
      conversions: 0,
      conversionRate: null,
    });
    const back = await client.patch(`/api/referrals/${await referralId('CAMPAIGN-OWNER')}`, { campaignId });
    expect(back.body.data.campaignId).toBe(campaignId);
    expect((await client.get(`/api/referrals/stats?campaignId=${campaignId}`)).body.data.totals.clicks).toBe(1);
  });

  it("refuses another partner's campaign or link with 404, bad bodies with 400, and a closed standing with 403", async () => {
    const mine = await app.partner('MOVE-MINE');
    const theirs = await app.partner('MOVE-THEIRS');
    const theirCampaign = await createCampaign(theirs.client);
    const myCampaign = await createCampaign(mine.client);
    expect(
      (await mine.client.post('/api/referrals', { referralCode: 'MOVE-NEW', campaignId: theirCampaign })).status,
    ).toBe(404);
    expect(
      (await mine.client.patch(`/api/referrals/${await referralId('MOVE-MINE')}`, { campaignId: theirCampaign }))
        .status,
    ).toBe(404);
    expect(
      (await mine.client.patch(`/api/referrals/${await referralId('MOVE-THEIRS')}`, { campaignId: myCampaign })).status,
    ).toBe(404);
    expect(
      (await mine.client.patch(`/api/referrals/${await referralId('MOVE-THEIRS')}`, { campaignId: null })).status,
    ).toBe(404);
    for (const body of [
      {},
      { campaignId: 'x' },
      { campaignId: 0 },
      { campaignId: 1.5 },
      { campaignId: null, extra: 1 },
    ]) {
      expect(
        (await mine.client.patch(`/api/referrals/${await referralId('MOVE-MINE')}`, body)).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await mine.client.patch('/api/referrals/abc', { campaignId: null })).status).toBe(400);
    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [mine.profileId]);
    expect(
      (await mine.client.patch(`/api/referrals/${await referralId('MOVE-MINE')}`, { campaignId: myCampaign })).status,
    ).toBe(403);
  });

  it('keeps the link and leaves the campaign when the campaign is deleted', async () => {
    const { client } = await app.partner('DELETE-CAMPAIGN');
    const campaignId = await createCampaign(client);
    await client.patch(`/api/referrals/${await referralId('DELETE-CAMPAIGN')}`, { campaignId });
    await visit('DELETE-CAMPAIGN');
    const deleted = await client.delete(`/api/campaigns/${campaignId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.stats).toEqual({ clicks: 1, conversions: 0, conversionRate: 0 });
    const [link] = (await client.get('/api/referrals')).body.data;
    expect(link).toMatchObject({ referralCode: 'DELETE-CAMPAIGN', campaignId: null, clicks: 1 });
  });
});
