import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const submission = {
  projectName: 'Nebula Swap',
  category: 'DeFi',
  description: 'A cross-chain DEX aggregator with MEV protection.',
  website: 'https://nebula.example',
  logo: 'https://nebula.example/logo.png',
  twitter: '@nebulaswap',
  telegram: 't.me/nebulaswap',
  listingType: 'featured',
  paymentStatus: 'completed',
  verificationStatus: 'approved',
};

describe('POST /api/project-submissions', () => {
  it('stores a pending submission for any signed-in role, with the payment status the server decides', async () => {
    for (const role of ['user', 'partner', 'admin'] as const) {
      const { client } = await app.signedIn(role);
      const response = await client.post('/api/project-submissions', { ...submission, projectName: `Nebula ${role}` });
      expect(response.status).toBe(201);
      expect(response.body.data).toEqual({
        id: expect.any(Number),
        projectName: `Nebula ${role}`,
        category: 'DeFi',
        description: submission.description,
        website: submission.website,
        logo: submission.logo,
        twitter: '@nebulaswap',
        telegram: 't.me/nebulaswap',
        listingType: 'featured',
        paymentStatus: 'pending',
        verificationStatus: 'pending',
        adminNotes: null,
        reasonCode: null,
        reasonLabel: null,
        resubmission: null,
        projectId: null,
        createdAt: expect.any(String),
        decidedAt: null,
        requestId: expect.stringMatching(/^PS-\d{4}-\d{4,}$/),
      });
    }
  });

  it('marks free listings paid, and defaults the listing type to free', async () => {
    const { client } = await app.signedIn();
    const { listingType: _ignored, ...withoutType } = submission;
    const response = await client.post('/api/project-submissions', withoutType);
    expect(response.body.data).toMatchObject({ listingType: 'free', paymentStatus: 'completed' });
    const verified = await client.post('/api/project-submissions', { ...submission, listingType: 'verified' });
    expect(verified.body.data).toMatchObject({ listingType: 'verified', paymentStatus: 'pending' });
  });

  it.each([
    ['Project name is required', { projectName: ' ' }],
    ['Project name must be at most 100 characters', { projectName: 'p'.repeat(101) }],
    ['Category must be one of', { category: 'Memes' }],
    ['Description is required', { description: '' }],
    ['Description must be at most 2000 characters', { description: 'd'.repeat(2001) }],
    ['Website must be a valid http(s) URL', { website: 'nebula' }],
    ['Logo must be a valid http(s) URL', { logo: 'javascript:alert(1)' }],
    ['Twitter must be at most 100 characters', { twitter: 't'.repeat(101) }],
    ['Listing type must be one of', { listingType: 'premium' }],
    ['paymentStatus must be one of', { paymentStatus: 'refunded' }],
    ['property userId should not exist', { userId: 1 }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, change) => {
    const { user, client } = await app.signedIn();
    const response = await client.post('/api/project-submissions', { ...submission, ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await app.query('SELECT 1 FROM project_submissions WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('answers 401 signed out', async () => {
    expect((await app.client().post('/api/project-submissions', submission)).status).toBe(401);
  });

  it('keeps 20 identical concurrent submissions as 20 separate pending submissions', async () => {
    const { user, client } = await app.signedIn();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/project-submissions', { ...submission, projectName: 'Burst' }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const rows = await app.query('SELECT verification_status FROM project_submissions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.verification_status))).toEqual(new Set(['pending']));
  });
});

describe('GET /api/project-submissions and /all', () => {
  it("lists the caller's own submissions only, newest first", async () => {
    const first = await app.signedIn();
    const second = await app.signedIn();
    await first.client.post('/api/project-submissions', { ...submission, projectName: 'Older' });
    await first.client.post('/api/project-submissions', { ...submission, projectName: 'Newer' });
    await second.client.post('/api/project-submissions', { ...submission, projectName: 'Theirs' });
    const mine = await first.client.get('/api/project-submissions');
    expect(mine.body.data.map((item: { projectName: string }) => item.projectName)).toEqual(['Newer', 'Older']);
  });

  it('lists every submission for admins only', async () => {
    const { client: userClient } = await app.signedIn();
    await userClient.post('/api/project-submissions', { ...submission, projectName: 'Visible To Admin' });
    const { client: adminClient } = await app.signedIn('admin');
    const all = await adminClient.get('/api/project-submissions/all?sort=newest');
    expect(all.status).toBe(200);
    expect(all.body.data.some((item: { projectName: string }) => item.projectName === 'Visible To Admin')).toBe(true);
    expect((await userClient.get('/api/project-submissions/all')).status).toBe(403);
    const { client: partnerClient } = await app.signedIn('partner');
    expect((await partnerClient.get('/api/project-submissions/all')).status).toBe(403);
    expect((await app.client().get('/api/project-submissions/all')).status).toBe(401);
    expect((await app.client().get('/api/project-submissions')).status).toBe(401);
  });
});

describe('GET /api/projects', () => {
  it('is public and lists the seeded directory with its fields', async () => {
    const response = await app.client().get('/api/projects');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.body.data.length).toBeGreaterThanOrEqual(12);
    const binance = response.body.data.find((project: { slug: string }) => project.slug === 'binance');
    expect(binance).toEqual({
      id: expect.any(Number),
      slug: 'binance',
      name: 'Binance',
      category: 'exchanges',
      // Exchanges have no category page of their own (docs/submission-lifecycle.md).
      categoryPage: null,
      description: expect.any(String),
      verified: true,
      featured: false,
      ownerBadge: null,
      website: 'https://www.binance.com',
      logo: null,
    });
  });
});
