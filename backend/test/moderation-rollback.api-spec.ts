import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await app.signedIn('admin')).client;
  await app.query(`CREATE FUNCTION fail_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
});

afterAll(async () => {
  await app.close();
});

/** Makes one write of a decision fail, as a lost connection or a bug would, until `heal` runs. */
async function failing(table: string, event: 'INSERT' | 'UPDATE', condition: string) {
  const trigger = `fail_${table}_${Math.random().toString(36).slice(2, 10)}`;
  await app.query(
    `CREATE TRIGGER ${trigger} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${condition}) EXECUTE FUNCTION fail_for_test()`,
  );
  return { heal: () => app.query(`DROP TRIGGER ${trigger} ON ${table}`) };
}

const auditRows = (targetType: string, targetId: number) =>
  app.query('SELECT 1 FROM audit_log WHERE target_type = $1 AND target_id = $2', [targetType, targetId]);

describe('a moderation decision commits with all its consequences or not at all', () => {
  it('partner approval: a failing role change leaves the profile pending and writes no audit entry', async () => {
    const { client, user, profileId } = await app.partner();
    const fault = await failing('users', 'UPDATE', `NEW.id = ${user.id}`);

    const decided = await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true });
    expect(decided.status).toBe(500);
    const [profile] = await app.query<{ status: string; decided_by: number | null }>(
      'SELECT status, decided_by FROM partner_profiles WHERE id = $1',
      [profileId],
    );
    expect(profile).toEqual({ status: 'pending', decided_by: null });
    expect((await client.get('/api/auth/user')).body.user.role).toBe('user');
    expect(await auditRows('partner', profileId)).toHaveLength(0);

    await fault.heal();
    expect((await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true })).status).toBe(200);
    expect((await client.get('/api/auth/user')).body.user.role).toBe('partner');
  });

  it('partner approval: a failing audit entry undoes the decision and the role change', async () => {
    const { client, profileId } = await app.partner();
    const fault = await failing('audit_log', 'INSERT', `NEW.target_type = 'partner' AND NEW.target_id = ${profileId}`);

    expect((await admin.patch(`/api/admin/partners/${profileId}/approve`, { approved: true })).status).toBe(500);
    const [{ status }] = await app.query<{ status: string }>('SELECT status FROM partner_profiles WHERE id = $1', [
      profileId,
    ]);
    expect(status).toBe('pending');
    expect((await client.get('/api/auth/user')).body.user.role).toBe('user');
    await fault.heal();
  });

  it('project submission approval: a failing audit entry lists no project and leaves the submission pending', async () => {
    const { client } = await app.signedIn();
    const submission = { projectName: 'Rollback Quest', category: 'Gaming', description: 'Never listed.' };
    const { id } = (await client.post('/api/project-submissions', submission)).body.data;
    const fault = await failing(
      'audit_log',
      'INSERT',
      `NEW.target_type = 'project-submission' AND NEW.target_id = ${id}`,
    );

    const decided = await admin.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
      adminNotes: 'Yes',
    });
    expect(decided.status).toBe(500);
    const [stored] = await app.query(
      'SELECT verification_status, admin_notes, project_id FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(stored).toEqual({ verification_status: 'pending', admin_notes: null, project_id: null });
    expect(await app.query(`SELECT 1 FROM projects WHERE name = 'Rollback Quest'`)).toHaveLength(0);
    const directory = await app.client().get('/api/projects');
    expect(directory.body.data.some((project: { name: string }) => project.name === 'Rollback Quest')).toBe(false);

    await fault.heal();
    const retried = await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    expect(retried.status).toBe(200);
    expect(await app.query(`SELECT 1 FROM projects WHERE name = 'Rollback Quest'`)).toHaveLength(1);
  });

  it('article publication: a failing audit entry keeps the article pending and unpublished', async () => {
    const { client } = await app.partner();
    const article = { title: 'Rolled back', category: 'Trading', excerpt: 'Never shown.', content: '<p>Body</p>' };
    const { id } = (await client.post('/api/article-submissions', article)).body.data;
    const fault = await failing('audit_log', 'INSERT', `NEW.target_type = 'article' AND NEW.target_id = ${id}`);

    expect(
      (await admin.patch(`/api/admin/articles/${id}/publish`, { published: true, adminNotes: 'Good' })).status,
    ).toBe(500);
    const [stored] = await app.query('SELECT status, admin_notes FROM article_submissions WHERE id = $1', [id]);
    expect(stored).toEqual({ status: 'pending', admin_notes: null });
    expect((await app.client().get(`/api/articles/${id}`)).status).toBe(404);
    await fault.heal();
  });
});
