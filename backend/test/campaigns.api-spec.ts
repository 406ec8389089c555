import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const campaign = {
  name: 'Q3 KYC drive',
  description: 'Verified signups in Southeast Asia',
  budget: 25000,
  status: 'draft',
  startDate: '2026-07-01',
  endDate: null,
  targetMetrics: '5,000 KYC signups',
};

describe('POST /api/campaigns', () => {
  it('creates a draft campaign for the caller', async () => {
    const { client, profileId } = await app.partner();
    const response = await client.post('/api/campaigns', campaign);
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      name: 'Q3 KYC drive',
      description: 'Verified signups in Southeast Asia',
      budget: 25000,
      status: 'draft',
      startDate: '2026-07-01',
      endDate: null,
      targetMetrics: '5,000 KYC signups',
      createdAt: expect.any(String),
      stats: { clicks: 0, conversions: 0, conversionRate: null },
    });
    const [row] = await app.query<{ partner_id: number }>('SELECT partner_id FROM campaigns WHERE id = $1', [
      response.body.data.id,
    ]);
    expect(row.partner_id).toBe(profileId);
  });

  it('ignores a client-sent status: campaigns always start as draft', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/campaigns', { ...campaign, status: 'completed' });
    expect(response.status).toBe(201);
    expect(response.body.data.status).toBe('draft');
  });

  it('defaults optional fields', async () => {
    const { client } = await app.partner();
    const response = await client.post('/api/campaigns', { name: 'Bare minimum' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      budget: 0,
      description: '',
      startDate: null,
      endDate: null,
      targetMetrics: '',
    });
  });

  it.each([
    ['Name is required', { name: '' }],
    ['Name must be at most 120 characters', { name: 'n'.repeat(121) }],
    ['Budget must be a whole number', { budget: 12.5 }],
    ['Budget must be a whole number', { budget: '100' }],
    ['Budget must not be negative', { budget: -1 }],
    ['Budget must be at most', { budget: 10_000_000_000 }],
    ['Start date must be a date (YYYY-MM-DD)', { startDate: '01/07/2026' }],
    ['Start date must be a valid date', { startDate: '2026-02-30' }],
    ['End date must not be before the start date', { startDate: '2026-07-02', endDate: '2026-07-01' }],
    ['status must be one of', { status: 'paused' }],
    ['property partnerId should not exist', { partnerId: 1 }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const { client, profileId } = await app.partner();
    const response = await client.post('/api/campaigns', { ...campaign, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await app.query('SELECT 1 FROM campaigns WHERE partner_id = $1', [profileId])).toHaveLength(0);
  });

  it('requires sign-in (401) and a partner profile (403)', async () => {
    expect((await app.client().post('/api/campaigns', campaign)).status).toBe(401);
    expect((await app.client().get('/api/campaigns')).status).toBe(401);
    const { client } = await app.signedIn();
    expect((await client.post('/api/campaigns', campaign)).status).toBe(403);
    expect((await client.get('/api/campaigns')).status).toBe(403);
  });
});

describe('PATCH /api/campaigns/{id}/status', () => {
  it('moves draft → active → completed and refuses any other move with 400', async () => {
    const { client } = await app.partner();
    const { id } = (await client.post('/api/campaigns', campaign)).body.data;

    const skip = await client.patch(`/api/campaigns/${id}/status`, { status: 'completed' });
    expect(skip.status).toBe(400);
    expect(skip.body.message).toBe('A draft campaign cannot become completed');

    const activated = await client.patch(`/api/campaigns/${id}/status`, { status: 'active' });
    expect(activated.status).toBe(200);
    expect(activated.body.data.status).toBe('active');

    expect((await client.patch(`/api/campaigns/${id}/status`, { status: 'draft' })).status).toBe(400);
    expect((await client.patch(`/api/campaigns/${id}/status`, { status: 'active' })).status).toBe(400);

    const completed = await client.patch(`/api/campaigns/${id}/status`, { status: 'completed' });
    expect(completed.body.data.status).toBe('completed');
    expect((await client.patch(`/api/campaigns/${id}/status`, { status: 'active' })).status).toBe(400);

    const list = await client.get('/api/campaigns');
    expect(list.body.data[0]).toMatchObject({ id, status: 'completed' });
  });

  it("answers 404 for another partner's campaign and changes nothing", async () => {
    const owner = await app.partner();
    const other = await app.partner();
    const { id } = (await owner.client.post('/api/campaigns', campaign)).body.data;
    const response = await other.client.patch(`/api/campaigns/${id}/status`, { status: 'active' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Campaign not found');
    expect((await other.client.get('/api/campaigns')).body.data).toEqual([]);
    const [row] = await app.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [id]);
    expect(row.status).toBe('draft');
  });

  it('answers 400 for an invalid id or status, 404 for an unknown id, 401 signed out', async () => {
    const { client } = await app.partner();
    for (const id of ['-1', 'abc', '1%20OR%201=1', '9223372036854775808', '0']) {
      expect((await client.patch(`/api/campaigns/${id}/status`, { status: 'active' })).status, id).toBe(400);
    }
    expect((await client.patch('/api/campaigns/999999/status', { status: 'active' })).status).toBe(404);
    const { id } = (await client.post('/api/campaigns', campaign)).body.data;
    expect((await client.patch(`/api/campaigns/${id}/status`, { status: 'paused' })).status).toBe(400);
    expect((await client.patch(`/api/campaigns/${id}/status`, {})).status).toBe(400);
    expect((await app.client().patch(`/api/campaigns/${id}/status`, { status: 'active' })).status).toBe(401);
  });

  it('lets exactly one of two concurrent activations win', async () => {
    const { client } = await app.partner();
    const { id } = (await client.post('/api/campaigns', campaign)).body.data;
    const results = await Promise.all([
      client.patch(`/api/campaigns/${id}/status`, { status: 'active' }),
      client.patch(`/api/campaigns/${id}/status`, { status: 'active' }),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
  });
});
