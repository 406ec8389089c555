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
  startDate: '2026-07-01',
  endDate: '2026-09-30',
  targetMetrics: '5,000 KYC signups',
};

async function partnerWithCampaign(status: 'draft' | 'active' | 'completed' = 'draft') {
  const partner = await app.approvedPartner();
  const { id } = (await partner.client.post('/api/campaigns', campaign)).body.data;
  if (status !== 'draft') await partner.client.patch(`/api/campaigns/${id}/status`, { status: 'active' });
  if (status === 'completed') await partner.client.patch(`/api/campaigns/${id}/status`, { status: 'completed' });
  return { ...partner, id: id as number };
}

describe('PATCH /api/campaigns/{id}', () => {
  it.each(['draft', 'active'] as const)('edits every field of an %s campaign and keeps its status', async (status) => {
    const { client, id } = await partnerWithCampaign(status);
    const changes = {
      name: 'Q4 KYC drive',
      description: 'Now with Latin America',
      budget: 40000,
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      targetMetrics: '8,000 KYC signups',
    };
    const response = await client.patch(`/api/campaigns/${id}`, changes);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, status, ...changes });
    expect((await client.get('/api/campaigns')).body.data[0]).toMatchObject({ id, ...changes });
  });

  it('changes only the fields sent, and null clears a date', async () => {
    const { client, id } = await partnerWithCampaign();
    const response = await client.patch(`/api/campaigns/${id}`, { budget: 1, endDate: null });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ ...campaign, budget: 1, endDate: null, status: 'draft' });
  });

  it('refuses to edit a completed campaign with 409 and changes nothing', async () => {
    const { client, id } = await partnerWithCampaign('completed');
    const response = await client.patch(`/api/campaigns/${id}`, { name: 'Too late' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A completed campaign can no longer be edited');
    const [row] = await app.query<{ name: string }>('SELECT name FROM campaigns WHERE id = $1', [id]);
    expect(row.name).toBe(campaign.name);
  });

  it("answers 404 for another partner's campaign and for an unknown id", async () => {
    const { id } = await partnerWithCampaign();
    const other = await app.approvedPartner();
    const response = await other.client.patch(`/api/campaigns/${id}`, { name: 'Hijacked' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Campaign not found');
    expect((await other.client.patch('/api/campaigns/999999', { name: 'Nobody' })).status).toBe(404);
    const [row] = await app.query<{ name: string }>('SELECT name FROM campaigns WHERE id = $1', [id]);
    expect(row.name).toBe(campaign.name);
  });

  it.each([
    ['Name is required', { name: '   ' }],
    ['Name must be a string', { name: null }],
    ['Name must be at most 120 characters', { name: 'n'.repeat(121) }],
    ['Budget must be a whole number', { budget: 12.5 }],
    ['Budget must be a whole number', { budget: null }],
    ['Budget must not be negative', { budget: -1 }],
    ['Description must be a string', { description: null }],
    ['Start date must be a valid date', { startDate: '2026-02-30' }],
    ['End date must be a date (YYYY-MM-DD)', { endDate: '30/09/2026' }],
    ['End date must not be before the start date', { endDate: '2026-06-30' }],
    ['End date must not be before the start date', { startDate: '2026-10-01' }],
    ['property status should not exist', { status: 'completed' }],
  ])('refuses input where %s, with 400 and nothing changed', async (message, change) => {
    const { client, id } = await partnerWithCampaign();
    const response = await client.patch(`/api/campaigns/${id}`, change);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    const [row] = await app.query<{ name: string; budget: number; status: string }>(
      'SELECT name, budget, status FROM campaigns WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ name: campaign.name, budget: campaign.budget, status: 'draft' });
  });

  it('requires sign-in (401), and a partner profile (403)', async () => {
    const { id } = await partnerWithCampaign();
    expect((await app.client().patch(`/api/campaigns/${id}`, { name: 'x' })).status).toBe(401);
    const { client } = await app.signedIn();
    expect((await client.patch(`/api/campaigns/${id}`, { name: 'x' })).status).toBe(403);
  });
});

describe('DELETE /api/campaigns/{id}', () => {
  it('deletes a draft and answers it', async () => {
    const { client, id } = await partnerWithCampaign();
    const response = await client.delete(`/api/campaigns/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id, status: 'draft', name: campaign.name });
    expect(await app.query('SELECT 1 FROM campaigns WHERE id = $1', [id])).toHaveLength(0);
    expect((await client.get('/api/campaigns')).body.data).toEqual([]);
    expect((await client.delete(`/api/campaigns/${id}`)).status).toBe(404);
  });

  it.each(['active', 'completed'] as const)('refuses to delete an %s campaign with 409', async (status) => {
    const { client, id } = await partnerWithCampaign(status);
    const response = await client.delete(`/api/campaigns/${id}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Only a draft campaign can be deleted');
    expect(await app.query('SELECT 1 FROM campaigns WHERE id = $1', [id])).toHaveLength(1);
  });

  it("answers 404 for another partner's draft and keeps it; 400 for a bad id; 401 signed out", async () => {
    const { id } = await partnerWithCampaign();
    const other = await app.approvedPartner();
    expect((await other.client.delete(`/api/campaigns/${id}`)).status).toBe(404);
    expect(await app.query('SELECT 1 FROM campaigns WHERE id = $1', [id])).toHaveLength(1);
    expect((await other.client.delete('/api/campaigns/abc')).status).toBe(400);
    expect((await app.client().delete(`/api/campaigns/${id}`)).status).toBe(401);
  });
});

describe('PATCH /api/campaigns/{id} with nothing to change', () => {
  it('answers 400 and changes nothing', async () => {
    const { client, id } = await partnerWithCampaign();
    const response = await client.patch(`/api/campaigns/${id}`, {});
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Send at least one field to change');
  });
});
