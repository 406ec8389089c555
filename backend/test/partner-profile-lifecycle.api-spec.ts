import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { eventually } from './support/outbox';
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

const corrected = {
  companyName: 'Corrected Labs',
  website: 'https://corrected.example',
  description: 'Now with details.',
};

const decide = (id: number, body: Record<string, unknown>) => admin.patch(`/api/admin/partners/${id}/approve`, body);

async function events(client: ApiClient, id: number) {
  const response = await client.get(`/api/partner/profile/${id}/timeline`);
  expect(response.status).toBe(200);
  return (response.body.data as Array<{ event: string }>).map((entry) => entry.event);
}

async function inQueue(id: number) {
  const queue = (await admin.get('/api/admin/partners/pending?limit=100&sort=newest')).body.data as Array<{
    id: number;
  }>;
  return queue.some((item) => item.id === id);
}

describe('partner profile lifecycle', () => {
  it('gives each profile a PP request ID and a timeline that starts with its submission', async () => {
    const { client, profileId } = await app.partner();
    const profile = (await client.get('/api/partner/profile')).body.data;
    const [{ yymm }] = await app.query<{ yymm: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYMM') AS yymm FROM partner_profiles WHERE id = $1`,
      [profileId],
    );
    expect(profile).toMatchObject({
      requestId: `PP-${yymm}-${String(profileId).padStart(4, '0')}`,
      reasonCode: null,
      resubmission: null,
    });
    expect((await client.get(`/api/partner/profile/${profileId}/timeline`)).body.data).toEqual([
      expect.objectContaining({ event: 'submitted', actor: 'owner', actorLabel: 'You' }),
    ]);
  });

  it('shows the request ID in the admin queue, where a quoted request ID finds the profile', async () => {
    const { client, profileId } = await app.partner();
    const { requestId } = (await client.get('/api/partner/profile')).body.data;
    const found = await admin.get(
      `/api/admin/partners/pending?q=${encodeURIComponent(` ${requestId.toLowerCase()} `)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([expect.objectContaining({ id: profileId, requestId })]);
    expect(found.headers.get('x-total-count')).toBe('1');
    const other = requestId.replace(/^PP-/, 'PS-');
    expect((await admin.get(`/api/admin/partners/pending?q=${other}`)).body.data).toEqual([]);
  });

  it('finds pending articles and project submissions by their quoted request IDs too', async () => {
    const { client } = await app.partner();
    const article = { title: 'Quoted', category: 'Trading', excerpt: 'E', content: '<p>Body</p>' };
    const { requestId: articleId, id } = (await client.post('/api/article-submissions', article)).body.data;
    const articles = await admin.get(`/api/admin/articles/pending?q=${articleId}`);
    expect(articles.body.data).toEqual([expect.objectContaining({ id, requestId: articleId })]);
    const submission = (
      await client.post('/api/project-submissions', { projectName: 'Quoted', category: 'DeFi', description: 'D' })
    ).body.data;
    const submissions = await admin.get(`/api/project-submissions/all?q=${submission.requestId}`);
    expect(submissions.body.data).toEqual([
      expect.objectContaining({ id: submission.id, requestId: submission.requestId }),
    ]);
    expect((await admin.get(`/api/project-submissions/all?q=${articleId}`)).body.data).toEqual([]);
  });

  it('edits a pending profile with the create validation, keeps the referral code, then withdraws it out of the queue', async () => {
    const { client, profileId } = await app.partner('EDIT-KEEPS-CODE');
    const edited = await client.put(`/api/partner/profile/${profileId}`, corrected);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ ...corrected, referralCode: 'EDIT-KEEPS-CODE', status: 'pending' });
    for (const bad of [
      { ...corrected, companyName: '  ' },
      { ...corrected, website: 'ftp://x' },
      { website: 'https://x.example' },
    ]) {
      expect((await client.put(`/api/partner/profile/${profileId}`, bad)).status).toBe(400);
    }
    expect(
      (await client.put(`/api/partner/profile/${profileId}`, { ...corrected, companyName: '' })).body.message,
    ).toContain('Company name is required');

    expect(await inQueue(profileId)).toBe(true);
    const withdrawn = await client.post(`/api/partner/profile/${profileId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await inQueue(profileId)).toBe(false);
    expect((await client.get('/api/partner/profile')).body.data).toMatchObject({ id: profileId, status: 'withdrawn' });

    const again = await client.post(`/api/partner/profile/${profileId}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a pending partner profile can be withdrawn; this one is withdrawn');
    expect((await client.put(`/api/partner/profile/${profileId}`, corrected)).status).toBe(409);
    const late = await decide(profileId, { approved: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Partner profile was already decided (withdrawn)');
    expect(await events(client, profileId)).toEqual(['submitted', 'edited', 'withdrawn']);

    const back = await client.post(`/api/partner/profile/${profileId}/resubmit`, corrected);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id: profileId, status: 'pending' });
    expect(await inQueue(profileId)).toBe(true);
  });

  it('re-applies after a needs_more_detail rejection: same profile, pending again, admins told, history kept', async () => {
    const { client, profileId } = await app.partner();
    const rejected = await decide(profileId, {
      approved: false,
      reasonCode: 'needs_more_detail',
      adminNotes: 'Tell us about volumes',
    });
    expect(rejected.body.data).toEqual({
      id: profileId,
      status: 'rejected',
      approved: false,
      reasonCode: 'needs_more_detail',
    });
    const seen = (await client.get('/api/partner/profile')).body.data;
    expect(seen).toMatchObject({
      status: 'rejected',
      reasonCode: 'needs_more_detail',
      reasonLabel: 'Needs more detail',
      decisionReason: 'Tell us about volumes',
      resubmission: { allowed: true },
    });
    const owner = await eventually(async () =>
      (await client.get('/api/notifications?limit=20')).body.data.find((item: { title: string }) =>
        /partner application/.test(item.title),
      ),
    );
    expect(owner.body).toBe(
      'You do not have partner access. Reason: Needs more detail. Admin notes: Tell us about volumes',
    );

    const again = await client.post(`/api/partner/profile/${profileId}/resubmit`, corrected);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: profileId,
      status: 'pending',
      ...corrected,
      reasonCode: null,
      decisionReason: null,
      decidedAt: null,
    });
    expect(await inQueue(profileId)).toBe(true);
    await eventually(async () =>
      (await admin.get('/api/notifications?limit=50')).body.data.find(
        (item: { title: string }) => item.title === 'Resubmitted partner application: Corrected Labs',
      ),
    );
    const timeline = (await client.get(`/api/partner/profile/${profileId}/timeline`)).body.data;
    expect(timeline[1]).toMatchObject({
      event: 'decided',
      actorLabel: 'An admin',
      outcome: 'rejected',
      reasonLabel: 'Needs more detail',
      notes: 'Tell us about volumes',
    });
    expect(await events(admin, profileId)).toEqual(['submitted', 'decided', 'resubmitted']);

    expect((await decide(profileId, { approved: true })).status).toBe(200);
    expect(await events(client, profileId)).toEqual(['submitted', 'decided', 'resubmitted', 'decided']);
    expect((await client.put(`/api/partner/profile/${profileId}`, corrected)).status).toBe(409);
    const approvedAgain = await client.post(`/api/partner/profile/${profileId}/resubmit`, corrected);
    expect(approvedAgain.status).toBe(409);
    expect(approvedAgain.body.message).toBe(
      'Only a rejected or withdrawn partner profile can be resubmitted; this one is approved',
    );
  });

  it('enforces the reason code rules: duplicate never, not_a_fit after 30 days; reasonCode only when rejecting', async () => {
    const { client, profileId } = await app.partner();
    expect((await decide(profileId, { approved: true, reasonCode: 'other' })).status).toBe(400);
    expect((await decide(profileId, { approved: false, reasonCode: 'nope' })).status).toBe(400);
    expect((await decide(profileId, { approved: false })).body.data.reasonCode).toBe('other');

    const duplicate = await app.partner();
    await decide(duplicate.profileId, { approved: false, reasonCode: 'duplicate' });
    expect((await duplicate.client.get('/api/partner/profile')).body.data.resubmission).toEqual({
      allowed: false,
      from: null,
    });
    const never = await duplicate.client.post(`/api/partner/profile/${duplicate.profileId}/resubmit`, corrected);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe('Rejected as "Duplicate": it cannot be resubmitted');

    const later = await app.partner();
    await decide(later.profileId, { approved: false, reasonCode: 'not_a_fit' });
    const wait = await later.client.post(`/api/partner/profile/${later.profileId}/resubmit`, corrected);
    expect(wait.status).toBe(409);
    expect(wait.body.message).toMatch(/^Rejected as "Not a fit": it can be resubmitted from \d{4}-\d{2}-\d{2}$/);
    expect((await later.client.get('/api/partner/profile')).body.data.resubmission.allowed).toBe(true);
    await app.query(`UPDATE partner_profiles SET decided_at = now() - interval '31 days' WHERE id = $1`, [
      later.profileId,
    ]);
    expect((await later.client.post(`/api/partner/profile/${later.profileId}/resubmit`, corrected)).status).toBe(200);

    expect((await client.post(`/api/partner/profile/${profileId}/resubmit`, { companyName: '' })).status).toBe(400);
  });

  it("answers 404 for someone else's profile, 401 signed out, and 409 for a revoked one", async () => {
    const { client, profileId } = await app.partner();
    const other = await app.partner();
    const stranger = (await app.signedIn('user')).client;
    for (const caller of [other.client, stranger]) {
      for (const response of [
        await caller.put(`/api/partner/profile/${profileId}`, corrected),
        await caller.post(`/api/partner/profile/${profileId}/withdraw`),
        await caller.post(`/api/partner/profile/${profileId}/resubmit`, corrected),
        await caller.get(`/api/partner/profile/${profileId}/timeline`),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Partner profile not found');
      }
    }
    expect((await admin.get('/api/partner/profile/999999/timeline')).status).toBe(404);
    expect((await app.client().get(`/api/partner/profile/${profileId}/timeline`)).status).toBe(401);

    await app.query(`UPDATE partner_profiles SET status = 'revoked' WHERE id = $1`, [profileId]);
    const revoked = await client.post(`/api/partner/profile/${profileId}/resubmit`, corrected);
    expect(revoked.status).toBe(409);
    expect(revoked.body.message).toContain('revoked');
    expect((await client.get('/api/partner/profile')).body.data).toMatchObject({
      status: 'revoked',
      resubmission: null,
    });
  });

  it('keeps a rejected, withdrawn or revoked partner from editing or resubmitting existing articles; withdrawing stays allowed', async () => {
    const article = { title: 'Old draft', category: 'Trading', excerpt: 'E', content: '<p>Body</p>' };
    for (const state of ['rejected', 'withdrawn', 'revoked']) {
      const { client, profileId } = await app.partner();
      const id = (await client.post('/api/article-submissions', article)).body.data.id as number;
      const second = (await client.post('/api/article-submissions', { ...article, title: 'Second' })).body.data
        .id as number;
      await app.query(
        `UPDATE article_submissions SET status = 'rejected', reason_code = 'other', decided_at = now() WHERE id = $1`,
        [second],
      );
      await app.query(`UPDATE partner_profiles SET status = $2 WHERE id = $1`, [profileId, state]);
      const message = `Your partner profile is ${state}: the partner tools are closed until it is pending or approved again`;
      for (const response of [
        await client.put(`/api/article-submissions/${id}`, article),
        await client.post(`/api/article-submissions/${second}/resubmit`, article),
      ]) {
        expect(response.status, state).toBe(403);
        expect(response.body.message).toBe(message);
      }
      expect((await client.post(`/api/article-submissions/${id}/withdraw`)).body.data.status).toBe('withdrawn');
      expect((await client.get('/api/article-submissions')).body.data).toHaveLength(2);
    }
  });
});
