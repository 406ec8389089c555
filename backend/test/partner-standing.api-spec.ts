import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from './support/api-client';
import { followLink } from './support/browser-request';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const campaign = { name: 'Standing drive', budget: 100 };
const article = {
  title: 'Standing matters',
  category: 'Trading',
  excerpt: 'Only approved partners publish.',
  content: '<p>Body</p>',
  imageUrl: 'https://images.example/cover.png',
};

type Client = ApiClient;

/** Every partner tool that starts new work, with the answer it gave. */
async function newWork(client: Client, suffix: string) {
  return {
    campaign: await client.post('/api/campaigns', campaign),
    referral: await client.post('/api/referrals', { referralCode: `STAND-${suffix}` }),
    article: await client.post('/api/article-submissions', article),
  };
}

function visit(code: string, visitor: string) {
  return followLink(`${app.baseUrl}/r/${code}`, { 'user-agent': `${BROWSER} ${visitor}` });
}

async function counts(code: string) {
  const [row] = await app.query<{ clicks: number; conversions: number }>(
    'SELECT clicks, conversions FROM referrals WHERE code = $1',
    [code],
  );
  return row;
}

async function signUpThrough(code: string, username: string) {
  return app
    .client()
    .post('/api/auth/signup', { username, password: 'secret1' }, { headers: { cookie: `ref=${code}` } });
}

function expectRefused(answers: Awaited<ReturnType<typeof newWork>>, state = 'rejected') {
  for (const [tool, answer] of Object.entries(answers)) {
    expect(answer.status, tool).toBe(403);
    expect(answer.body.message, tool).toBe(
      `Your partner profile is ${state}: the partner tools are closed until it is pending or approved again`,
    );
  }
}

describe('partner tools follow the partner profile', () => {
  it('stay open while the profile is pending review, and links count', async () => {
    const { client } = await app.partner('PENDING-ONE');
    const answers = await newWork(client, 'P1');
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([201, 201, 201]);
    await visit('PENDING-ONE', 'a');
    expect((await counts('PENDING-ONE')).clicks).toBe(1);
  });

  it('stay open once an admin approves, and close when an admin rejects', async () => {
    const approved = await app.partner();
    await admin.patch(`/api/admin/partners/${approved.profileId}/approve`, { approved: true });
    const answers = await newWork(approved.client, 'A1');
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([201, 201, 201]);

    const rejected = await app.partner();
    await admin.patch(`/api/admin/partners/${rejected.profileId}/approve`, {
      approved: false,
      adminNotes: 'Unverified',
    });
    expectRefused(await newWork(rejected.client, 'R1'));
    expect((await rejected.client.get('/api/referrals')).status).toBe(200);
  });

  it('close at once when an approved profile is set to rejected, keep the records readable, and reopen on approval', async () => {
    const { client, profileId } = await app.approvedPartner('REVOKED-LINK');
    const before = await newWork(client, 'B1');
    const campaignId = before.campaign.body.data.id;
    expect((await visit('REVOKED-LINK', 'first')).status).toBe(302);
    await signUpThrough('REVOKED-LINK', 'before_revocation');
    expect(await counts('REVOKED-LINK')).toEqual({ clicks: 1, conversions: 1 });

    // The reversal endpoint comes later: the database is changed directly.
    await app.query(`UPDATE partner_profiles SET status = 'rejected' WHERE id = $1`, [profileId]);

    expectRefused(await newWork(client, 'B2'));
    const edit = await client.patch(`/api/campaigns/${campaignId}`, { name: 'Renamed' });
    expect(edit.status).toBe(403);

    const redirect = await visit('REVOKED-LINK', 'second');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/');
    expect((await signUpThrough('REVOKED-LINK', 'after_revocation')).status).toBe(201);
    expect(await counts('REVOKED-LINK')).toEqual({ clicks: 1, conversions: 1 });

    expect((await client.get('/api/campaigns')).body.data).toMatchObject([{ id: campaignId, name: campaign.name }]);
    expect((await client.get('/api/article-submissions')).body.data).toHaveLength(1);
    const referrals = (await client.get('/api/referrals')).body.data.map(
      (item: { referralCode: string }) => item.referralCode,
    );
    expect(referrals).toEqual(expect.arrayContaining(['REVOKED-LINK', 'STAND-B1']));

    await app.query(`UPDATE partner_profiles SET status = 'approved' WHERE id = $1`, [profileId]);
    expect((await client.post('/api/campaigns', campaign)).status).toBe(201);
    await visit('REVOKED-LINK', 'third');
    expect((await counts('REVOKED-LINK')).clicks).toBe(2);
  });

  it('close for a withdrawn or revoked profile, naming the state, and its links stop counting', async () => {
    const withdrawn = await app.partner('WITHDRAWN-LINK');
    await app.query(`UPDATE partner_profiles SET status = 'withdrawn' WHERE id = $1`, [withdrawn.profileId]);
    expectRefused(await newWork(withdrawn.client, 'W1'), 'withdrawn');
    expect((await withdrawn.client.get('/api/referrals')).status).toBe(200);
    await visit('WITHDRAWN-LINK', 'w');
    expect((await counts('WITHDRAWN-LINK')).clicks).toBe(0);

    const revoked = await app.approvedPartner('REVOKED-TWO');
    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [revoked.profileId]);
    expectRefused(await newWork(revoked.client, 'V1'), 'revoked');
    await visit('REVOKED-TWO', 'v');
    expect((await counts('REVOKED-TWO')).clicks).toBe(0);
  });
});
