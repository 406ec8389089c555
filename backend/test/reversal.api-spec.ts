import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { unique } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { eventuallyPasses } from './support/eventually-passes';

// Two instances on one database: a revoked partner's next request on the other one is a plain user's.
let app: TestApp;
let second: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  second = await startTestApp({ databaseUrl: app.databaseUrl });
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await second?.close();
  await app?.close();
});

const REASON = 'Published by mistake: the figures are unverified.';
const article = {
  title: 'Reversible insight',
  category: 'Trading',
  excerpt: 'An article that goes and comes back.',
  content: '<p>Body</p>',
};
const submission = {
  category: 'DeFi',
  description: 'A vault that gets reopened.',
  website: 'https://reopen.example',
  listingType: 'free',
};

async function auditOf(action: string, targetId: number) {
  const rows = await app.query<{ outcome: string; notes: string; before: unknown; after: unknown }>(
    'SELECT outcome, notes, before, after FROM audit_log WHERE action = $1 AND target_id = $2',
    [action, targetId],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

/**
 * The user's notifications once every job has run. Two instances' workers run the jobs, so the
 * notifications of two close events (a decision and its reversal) may be stored in either order:
 * tests look for the one they expect rather than at the last.
 */
async function notificationsOf(userId: number) {
  await app.jobsSettled();
  return app.query<{ title: string; body: string }>(
    'SELECT title, body FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

async function publishedArticle() {
  const partner = await app.approvedPartner();
  const id = (await partner.client.post('/api/article-submissions', article)).body.data.id as number;
  expect((await admin.patch(`/api/admin/articles/${id}/publish`, { published: true })).status).toBe(200);
  return { ...partner, id };
}

async function decidedSubmission(verificationStatus: 'approved' | 'rejected') {
  const owner = await app.signedIn();
  const created = await owner.client.post('/api/project-submissions', {
    ...submission,
    projectName: unique('Reopen Vault '),
  });
  const id = created.body.data.id as number;
  const decided = await admin.patch(`/api/project-submissions/${id}/status`, {
    verificationStatus,
    adminNotes: 'Decided once',
  });
  expect(decided.status).toBe(200);
  return {
    ...owner,
    id,
    projectId: decided.body.data.projectId as number | null,
    name: created.body.data.projectName as string,
  };
}

async function verifiedProject() {
  const owner = await decidedSubmission('approved');
  expect((await admin.patch(`/api/admin/projects/${owner.projectId}/verify`, { verified: true })).status).toBe(200);
  return owner;
}

const ROUTES = [
  '/api/admin/articles/1/unpublish',
  '/api/admin/articles/1/reopen',
  '/api/admin/projects/1/unverify',
  '/api/admin/partners/1/revoke',
  '/api/project-submissions/1/reopen',
];

describe('reversal routes', () => {
  it('are for admins only', async () => {
    const { client: user } = await app.signedIn('user');
    const { client: partner } = await app.approvedPartner();
    for (const path of ROUTES) {
      expect((await app.client().post(path, { reason: REASON })).status, path).toBe(401);
      expect((await user.post(path, { reason: REASON })).status, path).toBe(403);
      expect((await partner.post(path, { reason: REASON })).status, path).toBe(403);
    }
  });

  it('need a reason of 1 to 1000 characters, and answer 404 for unknown ids', async () => {
    for (const path of ROUTES) {
      for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
        const answer = await admin.post(path, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
      expect((await admin.post(path, {})).body.message).toMatch(/reason is required/i);
      expect((await admin.post(path.replace('/1/', '/999999/'), { reason: REASON })).status, path).toBe(404);
    }
  });
});

describe('unpublishing an article', () => {
  it('takes it off the public pages at once, rejects it for the partner to fix, audits and notifies', async () => {
    const { id, client, user } = await publishedArticle();
    expect((await app.client().get(`/api/articles/${id}`)).status).toBe(200);

    const answer = await admin.post(`/api/admin/articles/${id}/unpublish`, { reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id, status: 'rejected', removedProjectId: null });
    expect((await app.client().get(`/api/articles/${id}`)).status).toBe(404);
    expect((await app.client().get('/api/articles')).body.data.some((item: { id: number }) => item.id === id)).toBe(
      false,
    );

    const mine = (await client.get('/api/article-submissions')).body.data.find(
      (item: { id: number }) => item.id === id,
    );
    expect(mine).toMatchObject({ status: 'rejected', reasonCode: 'other', adminNotes: REASON });
    const timeline = (await client.get(`/api/article-submissions/${id}/timeline`)).body.data;
    expect(timeline.at(-1)).toMatchObject({ event: 'reversed', notes: REASON });
    expect(await auditOf('article.unpublish', id)).toMatchObject({
      outcome: 'unpublished',
      notes: REASON,
      before: { status: 'approved', reasonCode: null, adminNotes: null },
      after: { status: 'rejected', reasonCode: 'other', adminNotes: REASON },
    });
    expect(await notificationsOf(user.id)).toContainEqual(
      expect.objectContaining({ title: `Your article "${article.title}" was unpublished` }),
    );

    expect((await admin.post(`/api/admin/articles/${id}/unpublish`, { reason: REASON })).status).toBe(409);
    const resubmitted = await client.post(`/api/article-submissions/${id}/resubmit`, article);
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data.status).toBe('pending');
  });

  it('refuses an article that is pending', async () => {
    const { client } = await app.approvedPartner();
    const id = (await client.post('/api/article-submissions', article)).body.data.id as number;
    const answer = await admin.post(`/api/admin/articles/${id}/unpublish`, { reason: REASON });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/it is pending/);
  });
});

describe('reopening an article', () => {
  it('puts a rejected article back in the review queue', async () => {
    const { client, user } = await app.approvedPartner();
    const id = (await client.post('/api/article-submissions', article)).body.data.id as number;
    expect((await admin.post(`/api/admin/articles/${id}/reopen`, { reason: REASON })).status).toBe(409);
    await admin.patch(`/api/admin/articles/${id}/publish`, {
      published: false,
      reasonCode: 'duplicate',
      adminNotes: 'Seen before',
    });

    const answer = await admin.post(`/api/admin/articles/${id}/reopen`, { reason: 'Not a duplicate after all' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, status: 'pending' });
    expect(
      (await admin.get('/api/admin/articles/pending?limit=100')).body.data.some(
        (item: { id: number }) => item.id === id,
      ),
    ).toBe(true);
    expect(await auditOf('article.reopen', id)).toMatchObject({
      before: { status: 'rejected', reasonCode: 'duplicate', adminNotes: 'Seen before' },
      after: { status: 'pending', reasonCode: null, adminNotes: null },
    });
    const timeline = (await client.get(`/api/article-submissions/${id}/timeline`)).body.data;
    expect(timeline.at(-1)).toMatchObject({ event: 'reopened', notes: 'Not a duplicate after all' });
    expect(await notificationsOf(user.id)).toContainEqual(
      expect.objectContaining({ title: `Your article "${article.title}" is back in review` }),
    );
  });
});

describe('unverifying a project', () => {
  it('takes the Verified badge away from the directory at once and notifies its submitter', async () => {
    const { projectId, user } = await verifiedProject();
    const listed = async () =>
      ((await app.client().get('/api/projects')).body.data as { id: number; verified: boolean }[]).find(
        (project) => project.id === projectId,
      );
    expect((await listed())?.verified).toBe(true);

    const answer = await admin.post(`/api/admin/projects/${projectId}/unverify`, { reason: REASON });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: projectId, status: 'pending', removedProjectId: null });
    expect((await listed())?.verified).toBe(false);
    await eventuallyPasses(async () => {
      const elsewhere = (
        (await second.client().get('/api/projects')).body.data as { id: number; verified: boolean }[]
      ).find((project) => project.id === projectId);
      expect(elsewhere?.verified).toBe(false);
    });
    expect(await auditOf('project.unverify', projectId!)).toMatchObject({
      before: { verificationStatus: 'verified' },
      after: { verificationStatus: 'pending' },
    });
    expect((await notificationsOf(user.id)).map((notification) => notification.title)).toContainEqual(
      expect.stringMatching(/is no longer verified$/),
    );
    expect((await admin.post(`/api/admin/projects/${projectId}/unverify`, { reason: REASON })).status).toBe(409);
  });

  it("lists verified projects as the admin's rows to unverify from, newest first, searched and paged", async () => {
    const { projectId } = await verifiedProject();
    const [{ name }] = await app.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [projectId]);
    const rows = await admin.get(`/api/admin/projects/verified?q=${encodeURIComponent(name)}`);
    expect(rows.status).toBe(200);
    expect(rows.headers.get('x-total-count')).toBe('1');
    expect(rows.body.data).toEqual([
      {
        id: projectId,
        name,
        category: expect.any(String),
        description: expect.any(String),
        website: expect.anything(),
        createdAt: expect.any(String),
      },
    ]);
    // Newest first by default, keyset-paged like every admin list.
    const firstPage = await admin.get('/api/admin/projects/verified?limit=1');
    expect(firstPage.body.data[0].id).toBe(projectId);
    expect(firstPage.headers.get('link')).toMatch(/rel="next"$/);

    expect((await admin.post(`/api/admin/projects/${projectId}/unverify`, { reason: REASON })).status).toBe(200);
    expect((await admin.get(`/api/admin/projects/verified?q=${encodeURIComponent(name)}`)).body.data).toEqual([]);
    expect((await admin.get('/api/admin/projects/verified?category=Art')).status).toBe(400);
    const user = await app.signedIn('user');
    expect((await user.client.get('/api/admin/projects/verified')).status).toBe(403);
  });
});

describe('reopening a project submission', () => {
  it('puts an approved submission back in the pending queue and takes its project out of the directory until approved again', async () => {
    const { id, projectId, name, user, client } = await decidedSubmission('approved');
    expect(
      (await app.client().get('/api/projects')).body.data.some((project: { id: number }) => project.id === projectId),
    ).toBe(true);

    const answer = await admin.post(`/api/project-submissions/${id}/reopen`, { reason: 'Approved the wrong one' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id, status: 'pending', removedProjectId: projectId });
    expect(
      (await app.client().get('/api/projects')).body.data.some((project: { id: number }) => project.id === projectId),
    ).toBe(false);
    const queue = (await admin.get(`/api/project-submissions/all?status=pending&limit=100`)).body.data;
    expect(queue.find((item: { id: number }) => item.id === id)).toMatchObject({
      verificationStatus: 'pending',
      adminNotes: null,
      projectId: null,
    });
    expect(await auditOf('project-submission.reopen', id)).toMatchObject({
      before: { verificationStatus: 'approved', reasonCode: null, adminNotes: 'Decided once', projectId },
      after: { verificationStatus: 'pending', reasonCode: null, adminNotes: null, projectId: null },
    });
    const timeline = (await client.get(`/api/project-submissions/${id}/timeline`)).body.data;
    expect(timeline.map((entry: { event: string }) => entry.event)).toEqual(['submitted', 'decided', 'reopened']);
    expect(await notificationsOf(user.id)).toContainEqual({
      title: `Your project "${name}" is back in review`,
      body: expect.stringMatching(/not listed in the directory until it is approved again/),
    });

    const again = await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    expect(again.status).toBe(200);
    expect(
      (await app.client().get('/api/projects')).body.data.some(
        (project: { id: number }) => project.id === again.body.data.projectId,
      ),
    ).toBe(true);
  });

  it('reopens a rejected submission, and refuses a pending one', async () => {
    const { id } = await decidedSubmission('rejected');
    expect((await admin.post(`/api/project-submissions/${id}/reopen`, { reason: REASON })).body.data).toEqual({
      id,
      status: 'pending',
      removedProjectId: null,
    });
    const refused = await admin.post(`/api/project-submissions/${id}/reopen`, { reason: REASON });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/it is pending/);
  });
});

describe('revoking a partner', () => {
  it('makes the owner a plain user on their next request on every instance; tools stop, records stay', async () => {
    const { user, client, profileId } = await app.partner();
    expect((await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true })).status).toBe(200);
    const campaign = await client.post('/api/campaigns', { name: 'Before revocation', budget: 100 });
    expect(campaign.status).toBe(201);
    const elsewhere = second.client();
    elsewhere.cookie = client.cookie;
    expect((await elsewhere.get('/api/auth/user')).body.user.role).toBe('partner');

    const answer = await admin.post(`/api/admin/partners/${profileId}/revoke`, { reason: 'Terms breached' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: profileId, status: 'revoked', removedProjectId: null });
    expect((await client.get('/api/auth/user')).body.user).toMatchObject({ id: user.id, role: 'user' });
    await eventuallyPasses(async () => expect((await elsewhere.get('/api/auth/user')).body.user.role).toBe('user'));

    expect((await client.post('/api/campaigns', { name: 'After revocation', budget: 100 })).status).toBe(403);
    expect((await client.get('/api/campaigns')).body.data).toEqual([
      expect.objectContaining({ name: 'Before revocation' }),
    ]);
    expect(await auditOf('partner.revoke', profileId)).toMatchObject({
      notes: 'Terms breached',
      before: { status: 'approved', role: 'partner' },
      after: { status: 'revoked', role: 'user', decisionReason: 'Terms breached' },
    });
    expect((await notificationsOf(user.id)).map((notification) => notification.title)).toContainEqual(
      expect.stringMatching(/partner access for .* was revoked$/),
    );
    expect((await admin.post(`/api/admin/partners/${profileId}/revoke`, { reason: REASON })).status).toBe(409);
  });

  it('refuses a pending profile', async () => {
    const { profileId } = await app.partner();
    expect((await admin.post(`/api/admin/partners/${profileId}/revoke`, { reason: REASON })).status).toBe(409);
  });
});
