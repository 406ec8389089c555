import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { Fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let fixtures: Fixtures;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  fixtures = new Fixtures(app);
  admin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

const ageBy = (table: string, id: number, hours: number) =>
  app.query(`UPDATE ${table} SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);

const itemOf = (body: { data: { id: number }[] }, id: number) => body.data.find((item) => item.id === id);

describe('review targets in the pending queues', () => {
  it('marks pending submissions overdue by their listing type and counts them with the same filters, read after the cache', async () => {
    const owner = await app.createUser();
    const free = await fixtures.pendingProjectSubmission(owner.id, 'free');
    const featured = await fixtures.pendingProjectSubmission(owner.id, 'featured');
    const verified = await fixtures.pendingProjectSubmission(owner.id, 'verified');
    for (const id of [free, featured, verified]) await ageBy('project_submissions', id, 60);

    const first = await admin.get('/api/project-submissions/all?status=pending&limit=100');
    expect(first.headers.get('x-overdue-count')).toBe('1');
    expect(itemOf(first.body, free)).toMatchObject({ reviewTargetHours: 72, overdue: false, claimedBy: null });
    expect(itemOf(first.body, featured)).toMatchObject({ reviewTargetHours: 48, overdue: true });
    expect(itemOf(first.body, verified)).toMatchObject({ reviewTargetHours: 168, overdue: false });

    await ageBy('project_submissions', free, 80);
    const second = await admin.get('/api/project-submissions/all?status=pending&limit=100');
    expect(second.headers.get('x-overdue-count')).toBe('2');
    expect(itemOf(second.body, free)).toMatchObject({ overdue: true });

    expect(
      (await admin.get('/api/project-submissions/all?status=pending&listingType=verified')).headers.get(
        'x-overdue-count',
      ),
    ).toBe('0');
    expect((await admin.get('/api/project-submissions/all?status=approved')).headers.get('x-overdue-count')).toBeNull();
  });

  it('counts a submission as overdue the moment it passes its target, with no change to any table in between', async () => {
    const owner = await app.createUser();
    const id = await fixtures.pendingProjectSubmission(owner.id, 'free');
    const name = `Clockwork${Date.now().toString(36)}`;
    await app.query(
      `UPDATE project_submissions SET project_name = $2, created_at = now() - interval '72 hours' + interval '2 seconds' WHERE id = $1`,
      [id, name],
    );
    const path = `/api/project-submissions/all?status=pending&q=${name}`;
    expect((await admin.get(path)).headers.get('x-overdue-count')).toBe('0');
    expect((await admin.get(path)).headers.get('x-overdue-count')).toBe('0');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const later = await admin.get(path);
    expect(later.headers.get('x-overdue-count')).toBe('1');
    expect(itemOf(later.body, id)).toMatchObject({ overdue: true });
  });

  it('leaves decided submissions without a target', async () => {
    const id = await fixtures.pendingProjectSubmission((await app.createUser()).id);
    await app.query(
      `UPDATE project_submissions SET verification_status = 'rejected', created_at = now() - interval '30 days' WHERE id = $1`,
      [id],
    );
    const list = await admin.get('/api/project-submissions/all?status=rejected&limit=100');
    expect(itemOf(list.body, id)).toMatchObject({ reviewTargetHours: null, overdue: false, claimedBy: null });
  });

  it('gives partners 72 hours, projects and articles 48, with X-Overdue-Count on each queue', async () => {
    const partnerId = await fixtures.pendingPartnerProfile();
    await ageBy('partner_profiles', partnerId, 73);
    const partners = await admin.get('/api/admin/partners/pending?limit=100');
    expect(itemOf(partners.body, partnerId)).toMatchObject({ reviewTargetHours: 72, overdue: true, claimedBy: null });
    expect(partners.headers.get('x-overdue-count')).toBe('1');
    expect((await admin.get('/api/admin/partners/pending?q=nothing-matches-this')).headers.get('x-overdue-count')).toBe(
      '0',
    );

    const [late, recent] = [await fixtures.pendingProject(), await fixtures.pendingProject()];
    await ageBy('projects', late, 49);
    await ageBy('projects', recent, 47);
    const projects = await admin.get('/api/admin/projects/pending?limit=100');
    expect(itemOf(projects.body, late)).toMatchObject({ reviewTargetHours: 48, overdue: true });
    expect(itemOf(projects.body, recent)).toMatchObject({ reviewTargetHours: 48, overdue: false });
    const overdueProjects = await app.query<{ count: string }>(
      `SELECT count(*) FROM projects WHERE verification_status = 'pending' AND listed AND created_at < now() - interval '48 hours'`,
    );
    expect(projects.headers.get('x-overdue-count')).toBe(overdueProjects[0].count);

    const articleId = await fixtures.pendingArticle((await fixtures.approvedPartner()).profileId!);
    await ageBy('article_submissions', articleId, 50);
    const articles = await admin.get('/api/admin/articles/pending?limit=100');
    expect(itemOf(articles.body, articleId)).toMatchObject({ reviewTargetHours: 48, overdue: true });
    expect(articles.headers.get('x-overdue-count')).toBe('1');
  });
});
