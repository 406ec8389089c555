import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;
let adminName: string;

beforeAll(async () => {
  app = await startTestApp();
  const signedIn = await app.signedIn('admin');
  admin = signedIn.client;
  adminName = signedIn.user.username;
});

afterAll(async () => {
  await app.close();
});

async function auditFor(targetType: string, targetId: number) {
  return app.query<{ action: string; admin_username: string; outcome: string; notes: string | null }>(
    'SELECT action, admin_username, outcome, notes FROM audit_log WHERE target_type = $1 AND target_id = $2',
    [targetType, targetId],
  );
}

const article = {
  title: 'Liquidity for new listings',
  category: 'Trading',
  excerpt: 'How market makers keep spreads tight on day one.',
  content: '<h2>Day one</h2><p>Spreads matter.</p><script>alert(1)</script>',
};

describe('admin routes refuse everyone but admins', () => {
  const reads = [
    '/api/admin/partners/pending',
    '/api/admin/projects/pending',
    '/api/admin/articles/pending',
    '/api/admin/audit',
    '/api/admin/contact-messages',
    '/api/admin/contact-messages/export',
    '/api/admin/newsletter-subscribers',
    '/api/admin/newsletter-subscribers/export',
    '/api/project-submissions/all',
  ];
  const writes: [string, object][] = [
    ['/api/admin/partners/1/approve', { approved: true }],
    ['/api/admin/projects/1/verify', { verified: true }],
    ['/api/admin/articles/1/publish', { published: true }],
    ['/api/project-submissions/1/status', { verificationStatus: 'approved' }],
  ];

  it('answers 401 signed out and 403 to users and partners', async () => {
    const { client: user } = await app.signedIn('user');
    const { client: partner } = await app.signedIn('partner');
    for (const path of reads) {
      expect((await app.client().get(path)).status, path).toBe(401);
      expect((await user.get(path)).status, path).toBe(403);
      expect((await partner.get(path)).status, path).toBe(403);
    }
    for (const [path, body] of writes) {
      expect((await app.client().patch(path, body)).status, path).toBe(401);
      expect((await user.patch(path, body)).status, path).toBe(403);
      expect((await partner.patch(path, body)).status, path).toBe(403);
    }
  });
});

describe('partner approval', () => {
  it('lists pending profiles, and approval makes the owner a partner at once, audited', async () => {
    const { client, user, profileId } = await app.partner();
    const pending = await admin.get('/api/admin/partners/pending');
    expect(pending.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: profileId, username: user.username, referralCode: expect.any(String) }),
      ]),
    );

    const decided = await admin.patch(`/api/admin/partners/${profileId}/approve`, {
      approved: true,
      adminNotes: 'Welcome',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toEqual({ id: profileId, status: 'approved', approved: true, reasonCode: null });
    expect((await client.get('/api/auth/user')).body.user.role).toBe('partner');
    expect((await client.get('/api/partner/profile')).body.data).toMatchObject({ status: 'approved', approved: true });
    expect(await auditFor('partner', profileId)).toEqual([
      { action: 'partner.approve', admin_username: adminName, outcome: 'approved', notes: 'Welcome' },
    ]);
    const after = await admin.get('/api/admin/partners/pending');
    expect(after.body.data.some((item: { id: number }) => item.id === profileId)).toBe(false);
  });

  it('records a rejection, which the partner sees, and keeps the role', async () => {
    const { client, profileId } = await app.partner();
    const decided = await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: false });
    expect(decided.body.data).toEqual({ id: profileId, status: 'rejected', approved: false, reasonCode: 'other' });
    expect((await client.get('/api/auth/user')).body.user.role).toBe('user');
    expect((await client.get('/api/partner/profile')).body.data.status).toBe('rejected');
    expect((await auditFor('partner', profileId))[0].action).toBe('partner.reject');
  });

  it('refuses a second decision with 409 and an unknown id with 404', async () => {
    const { profileId } = await app.partner();
    await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true });
    const again = await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Partner profile was already decided (approved)');
    expect((await admin.patch('/api/admin/partners/999999/approve', { approved: true })).status).toBe(404);
    expect(await auditFor('partner', profileId)).toHaveLength(1);
  });

  it('gives one outcome when approve and reject race', async () => {
    const { client, profileId } = await app.partner();
    const results = await Promise.all([
      admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true }),
      admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: false }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!.body.data.status;
    const [{ status }] = await app.query<{ status: string }>('SELECT status FROM partner_profiles WHERE id = $1', [
      profileId,
    ]);
    expect(status).toBe(winner);
    expect((await client.get('/api/auth/user')).body.user.role).toBe(winner === 'approved' ? 'partner' : 'user');
    expect(await auditFor('partner', profileId)).toHaveLength(1);
  });

  it.each([
    ['approved must be true or false', {}],
    ['approved must be true or false', { approved: 'yes' }],
    ['Admin notes must be at most 1000 characters', { approved: true, adminNotes: 'n'.repeat(1001) }],
    ['property role should not exist', { approved: true, role: 'admin' }],
  ])('rejects input where %s, with 400', async (message, body) => {
    const { profileId } = await app.partner();
    const response = await admin.patch(`/api/admin/partners/${profileId}/approve`, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('answers 400 for malformed ids', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      expect((await admin.patch(`/api/admin/partners/${id}/approve`, { approved: true })).status, id).toBe(400);
    }
  });
});

describe('project verification', () => {
  it('lists pending directory projects and verifies one, which then shows verified publicly', async () => {
    const pending = await admin.get('/api/admin/projects/pending');
    expect(pending.status).toBe(200);
    const curve = pending.body.data.find((project: { name: string }) => project.name === 'Curve Finance');
    expect(curve).toMatchObject({ category: 'defi', description: expect.any(String) });

    const decided = await admin.patch(`/api/admin/projects/${curve.id}/verify`, { verified: true });
    expect(decided.body.data).toEqual({ id: curve.id, verificationStatus: 'verified', verified: true });
    const directory = await app.client().get('/api/projects');
    expect(directory.body.data.find((project: { id: number }) => project.id === curve.id).verified).toBe(true);
    expect((await admin.patch(`/api/admin/projects/${curve.id}/verify`, { verified: false })).status).toBe(409);
    expect((await auditFor('project', curve.id))[0]).toMatchObject({ action: 'project.verify', outcome: 'verified' });
  });
});

describe('article publication', () => {
  it('publishes a pending article: readable publicly, sanitized, with notes for the partner', async () => {
    const { client } = await app.partner();
    const { id } = (await client.post('/api/article-submissions', article)).body.data;
    const pending = await admin.get('/api/admin/articles/pending');
    expect(pending.body.data.find((item: { id: number }) => item.id === id)).toMatchObject({
      title: article.title,
      author: expect.any(String),
    });
    expect((await app.client().get(`/api/articles/${id}`)).status).toBe(404);

    const decided = await admin.patch(`/api/admin/articles/${id}/publish`, {
      published: true,
      adminNotes: 'Great piece',
    });
    expect(decided.body.data).toEqual({ id, status: 'approved', published: true, reasonCode: null });

    const publicArticle = await app.client().get(`/api/articles/${id}`);
    expect(publicArticle.status).toBe(200);
    expect(publicArticle.body.data).toMatchObject({
      id,
      title: article.title,
      content: '<h2>Day one</h2><p>Spreads matter.</p>',
    });
    expect((await app.client().get('/api/articles')).body.data.some((item: { id: number }) => item.id === id)).toBe(
      true,
    );
    const mine = await client.get('/api/article-submissions');
    expect(mine.body.data[0]).toMatchObject({ id, status: 'approved', adminNotes: 'Great piece' });
    expect((await auditFor('article', id))[0]).toMatchObject({ action: 'article.publish', notes: 'Great piece' });
  });

  it('rejects an article, which stays unreadable publicly', async () => {
    const { client } = await app.partner();
    const { id } = (await client.post('/api/article-submissions', article)).body.data;
    const decided = await admin.patch(`/api/admin/articles/${id}/publish`, {
      published: false,
      adminNotes: 'Too promotional',
    });
    expect(decided.body.data).toEqual({ id, status: 'rejected', published: false, reasonCode: 'other' });
    expect((await app.client().get(`/api/articles/${id}`)).status).toBe(404);
    expect((await client.get('/api/article-submissions')).body.data[0]).toMatchObject({
      status: 'rejected',
      adminNotes: 'Too promotional',
    });
  });
});

describe('project submission decisions', () => {
  const submission = {
    projectName: 'Orbit Quest',
    category: 'Gaming',
    description: 'An on-chain strategy game.',
    website: 'https://orbit.example',
  };

  it('approves a pending submission with notes: the project joins the directory under its category', async () => {
    const { client } = await app.signedIn();
    const { id } = (await client.post('/api/project-submissions', submission)).body.data;
    const decided = await admin.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
      adminNotes: 'Welcome aboard',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toEqual({
      id,
      verificationStatus: 'approved',
      adminNotes: 'Welcome aboard',
      reasonCode: null,
      projectId: expect.any(Number),
    });

    const mine = await client.get('/api/project-submissions');
    expect(mine.body.data[0]).toMatchObject({ verificationStatus: 'approved', adminNotes: 'Welcome aboard' });
    const directory = await app.client().get('/api/projects');
    expect(
      directory.body.data.find((project: { id: number }) => project.id === decided.body.data.projectId),
    ).toMatchObject({
      name: 'Orbit Quest',
      category: 'gamefi',
      verified: false,
      website: 'https://orbit.example',
    });
    expect((await auditFor('project-submission', id))[0]).toMatchObject({
      action: 'project-submission.approve',
      notes: 'Welcome aboard',
    });
  });

  it('accepts an empty adminNotes (the client always sends the key) and stores it as no notes', async () => {
    const { client } = await app.signedIn();
    const { id } = (await client.post('/api/project-submissions', { ...submission, projectName: 'Quiet Co' })).body
      .data;
    const decided = await admin.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'rejected',
      adminNotes: '',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toEqual({
      id,
      verificationStatus: 'rejected',
      adminNotes: null,
      reasonCode: 'other',
      projectId: null,
    });
    const mine = await client.get('/api/project-submissions');
    expect(mine.body.data[0]).toMatchObject({ verificationStatus: 'rejected', adminNotes: null });
    expect((await auditFor('project-submission', id))[0]).toMatchObject({ notes: null });

    const { id: spaced } = (await client.post('/api/project-submissions', { ...submission, projectName: 'Blank Co' }))
      .body.data;
    const blank = await admin.patch(`/api/project-submissions/${spaced}/status`, {
      verificationStatus: 'approved',
      adminNotes: '   ',
    });
    expect(blank.status).toBe(200);
    expect(blank.body.data.adminNotes).toBeNull();
  });

  it('allows only pending submissions to change (409), and one outcome under a race', async () => {
    const { client } = await app.signedIn();
    const { id } = (await client.post('/api/project-submissions', { ...submission, projectName: 'Race Co' })).body.data;
    const results = await Promise.all([
      admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' }),
      admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const projects = await app.query(`SELECT 1 FROM projects WHERE name = 'Race Co'`);
    const winner = results.find((result) => result.status === 200)!.body.data.verificationStatus;
    expect(projects).toHaveLength(winner === 'approved' ? 1 : 0);
    expect(await auditFor('project-submission', id)).toHaveLength(1);
  });

  it('validates the decision body and the id', async () => {
    const { client } = await app.signedIn();
    const { id } = (await client.post('/api/project-submissions', submission)).body.data;
    expect((await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'pending' })).status).toBe(
      400,
    );
    expect((await admin.patch(`/api/project-submissions/${id}/status`, {})).status).toBe(400);
    expect(
      (await admin.patch('/api/project-submissions/999999/status', { verificationStatus: 'approved' })).status,
    ).toBe(404);
    expect((await admin.patch('/api/project-submissions/x/status', { verificationStatus: 'approved' })).status).toBe(
      400,
    );
  });
});

describe('audit trail and inbox', () => {
  it('pages the audit log newest first and validates paging', async () => {
    const page = await admin.get('/api/admin/audit?limit=2');
    expect(page.status).toBe(200);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect(page.headers.get('link')).toMatch(/^<\/api\/admin\/audit\?limit=2&cursor=[\w-]+>; rel="next"$/);
    expect(page.body.data).toHaveLength(2);
    const [newer, older] = page.body.data;
    expect(new Date(newer.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(older.createdAt).getTime());
    expect(newer).toMatchObject({
      adminUsername: adminName,
      action: expect.any(String),
      targetLabel: expect.any(String),
    });
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'sort=id', 'page=2']) {
      expect((await admin.get(`/api/admin/audit?${query}`)).status, query).toBe(400);
    }
  });

  it('lists contact messages and subscribers, and exports them as CSV', async () => {
    await app
      .client()
      .post('/api/contact', { name: 'Eve', email: 'eve@example.com', company: '=cmd()', message: 'Hello, "team"' });
    await app.client().post('/api/newsletter', { email: 'csv@example.com' });
    const messages = await admin.get('/api/admin/contact-messages');
    expect(messages.body.data[0]).toMatchObject({ name: 'Eve', company: '=cmd()' });
    const subscribers = await admin.get('/api/admin/newsletter-subscribers?limit=5');
    expect(subscribers.body.data).toHaveLength(1);
    expect(subscribers.headers.get('x-total-count')).toBe('1');

    const csv = await admin.get('/api/admin/contact-messages/export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('contact-messages.csv');
    expect(csv.text.split('\r\n')[0]).toBe('id,received_at,name,email,company,message');
    expect(csv.text).toContain(`Eve,eve@example.com,'=cmd(),"Hello, ""team"""`);
    const subscribersCsv = await admin.get('/api/admin/newsletter-subscribers/export');
    expect(subscribersCsv.text).toContain('csv@example.com');
  });
});
