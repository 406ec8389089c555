import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const profile = {
  companyName: 'Nova Exchange',
  website: 'https://nova.example',
  description: 'Spot and futures for emerging markets',
  referralCode: 'NOVA2026',
};

describe('GET /api/partner/profile', () => {
  it('answers 401 signed out and 404 with a message when the caller has no profile', async () => {
    expect((await app.client().get('/api/partner/profile')).status).toBe(401);
    const { client } = await app.signedIn();
    const response = await client.get('/api/partner/profile');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: 'No partner profile yet' });
  });
});

describe('POST /api/partner/profile', () => {
  it('creates a pending profile whose code is also the first referral', async () => {
    const { user, client } = await app.signedIn();
    const created = await client.post('/api/partner/profile', profile);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        requestId: expect.stringMatching(/^PP-\d{4}-\d{4,}$/),
        ...profile,
        status: 'pending',
        approved: false,
        decisionReason: null,
        reasonCode: null,
        reasonLabel: null,
        resubmission: null,
        createdAt: expect.any(String),
        decidedAt: null,
      },
    });
    const read = await client.get('/api/partner/profile');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);
    const [row] = await app.query<{ user_id: number }>('SELECT user_id FROM partner_profiles WHERE id = $1', [
      created.body.data.id,
    ]);
    expect(row.user_id).toBe(user.id);
    const referrals = await client.get('/api/referrals');
    expect(referrals.body.data).toEqual([
      {
        id: expect.any(Number),
        referralCode: 'NOVA2026',
        clicks: 0,
        conversions: 0,
        campaignId: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('allows one profile per user (409)', async () => {
    const { client } = await app.partner();
    const second = await client.post('/api/partner/profile', { ...profile, referralCode: 'ANOTHER-ONE' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have a partner profile');
  });

  it('refuses a referral code taken by another partner or referral, case-insensitively (409)', async () => {
    await app.partner('TAKEN-CODE');
    const { client } = await app.signedIn();
    const response = await client.post('/api/partner/profile', { ...profile, referralCode: 'taken-code' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: 'Referral code is already taken' });
    expect((await client.get('/api/partner/profile')).status).toBe(404);
  });

  it('accepts an empty website and description as absent', async () => {
    const { client } = await app.signedIn();
    const response = await client.post('/api/partner/profile', {
      companyName: 'Minimal Co',
      website: '',
      description: '',
      referralCode: 'MINIMAL1',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ website: null, description: null });
  });

  it.each([
    ['Company name is required', { companyName: '' }],
    ['Company name must be at most 120 characters', { companyName: 'x'.repeat(121) }],
    ['Referral code is required', { referralCode: '' }],
    ['Referral code must be 4 to 32 letters', { referralCode: 'abc' }],
    ['Referral code must be 4 to 32 letters', { referralCode: 'has space' }],
    ['Referral code must be 4 to 32 letters', { referralCode: 'x'.repeat(33) }],
    ['Website must be a valid http(s) URL', { website: 'not a url' }],
    ['Website must be a valid http(s) URL', { website: 'javascript:alert(1)' }],
    ['Website must be a valid http(s) URL', { website: 'ftp://files.example' }],
    ['Description must be at most 2000 characters', { description: 'x'.repeat(2001) }],
    ['property status should not exist', { status: 'approved' }],
    ['property userId should not exist', { userId: 1 }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const { user, client } = await app.signedIn();
    const response = await client.post('/api/partner/profile', { ...profile, referralCode: `V${user.id}X`, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    const rows = await app.query('SELECT 1 FROM partner_profiles WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('answers 401 signed out', async () => {
    expect((await app.client().post('/api/partner/profile', profile)).status).toBe(401);
  });
});
