import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { unique } from './support/fixtures';
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

interface AuditRow {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The entry as the audit list answers it, found by what it names. */
async function listedEntry(action: string, targetId: number): Promise<AuditRow> {
  const response = await admin.get(`/api/admin/audit?action=${action}&limit=100`);
  expect(response.status).toBe(200);
  const entry = (response.body.data as (AuditRow & { targetId: number })[]).find((row) => row.targetId === targetId);
  expect(entry, `${action} #${targetId}`).toBeDefined();
  return entry!;
}

const article = {
  title: 'Spreads on day one',
  category: 'Trading',
  excerpt: 'How market makers keep spreads tight.',
  content: '<p>Spreads matter.</p>',
};

const submission = {
  category: 'DeFi',
  description: 'A yield vault with on-chain risk limits.',
  website: 'https://vault.example',
  listingType: 'free',
};

async function pendingProjectId(): Promise<number> {
  const [project] = await app.query<{ id: number }>(
    `INSERT INTO projects (slug, name, category, description, verification_status) VALUES ($1, 'Audit Project', 'defi', 'x', 'pending') RETURNING id`,
    [unique('audit-')],
  );
  return project.id;
}

describe('every audited change stores the values before and after it', () => {
  it('partner decisions', async () => {
    const approved = await app.partner();
    expect(
      (
        await admin.patch(`/api/admin/partners/${approved.profileId}/approve`, {
          approved: true,
          adminNotes: 'Welcome',
        })
      ).status,
    ).toBe(200);
    expect(await listedEntry('partner.approve', approved.profileId)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved', decisionReason: 'Welcome' },
    });
    const rejected = await app.partner();
    expect((await admin.patch(`/api/admin/partners/${rejected.profileId}/approve`, { approved: false })).status).toBe(
      200,
    );
    expect(await listedEntry('partner.reject', rejected.profileId)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', decisionReason: null },
    });
  });

  it('project verification decisions', async () => {
    const verified = await pendingProjectId();
    expect((await admin.patch(`/api/admin/projects/${verified}/verify`, { verified: true })).status).toBe(200);
    expect(await listedEntry('project.verify', verified)).toMatchObject({
      before: { verificationStatus: 'pending' },
      after: { verificationStatus: 'verified' },
    });
    const rejected = await pendingProjectId();
    expect((await admin.patch(`/api/admin/projects/${rejected}/verify`, { verified: false })).status).toBe(200);
    expect(await listedEntry('project.reject', rejected)).toMatchObject({ after: { verificationStatus: 'rejected' } });
  });

  it('article decisions', async () => {
    const { client } = await app.approvedPartner();
    const published = (await client.post('/api/article-submissions', article)).body.data.id as number;
    expect((await admin.patch(`/api/admin/articles/${published}/publish`, { published: true })).status).toBe(200);
    expect(await listedEntry('article.publish', published)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved', reasonCode: null, adminNotes: null },
    });
    const rejected = (await client.post('/api/article-submissions', article)).body.data.id as number;
    const decision = { published: false, adminNotes: 'Needs sources', reasonCode: 'needs_more_detail' };
    expect((await admin.patch(`/api/admin/articles/${rejected}/publish`, decision)).status).toBe(200);
    expect(await listedEntry('article.reject', rejected)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'rejected', reasonCode: 'needs_more_detail', adminNotes: 'Needs sources' },
    });
  });

  it('project submission decisions', async () => {
    const { client } = await app.signedIn();
    const approved = (await client.post('/api/project-submissions', { ...submission, projectName: unique('Vault ') }))
      .body.data.id as number;
    const answer = await admin.patch(`/api/project-submissions/${approved}/status`, {
      verificationStatus: 'approved',
      adminNotes: 'Listed',
    });
    expect(answer.status).toBe(200);
    expect(await listedEntry('project-submission.approve', approved)).toEqual(
      expect.objectContaining({
        before: { verificationStatus: 'pending' },
        after: {
          verificationStatus: 'approved',
          reasonCode: null,
          adminNotes: 'Listed',
          projectId: answer.body.data.projectId,
        },
      }),
    );
    const rejected = (await client.post('/api/project-submissions', { ...submission, projectName: unique('Vault ') }))
      .body.data.id as number;
    expect(
      (
        await admin.patch(`/api/project-submissions/${rejected}/status`, {
          verificationStatus: 'rejected',
          adminNotes: 'Duplicate',
          reasonCode: 'duplicate',
        })
      ).status,
    ).toBe(200);
    expect(await listedEntry('project-submission.reject', rejected)).toMatchObject({
      before: { verificationStatus: 'pending' },
      after: { verificationStatus: 'rejected', reasonCode: 'duplicate', adminNotes: 'Duplicate' },
    });
  });

  it('account actions', async () => {
    const user = await app.createUser();
    expect((await admin.post(`/api/admin/users/${user.id}/disable`)).status).toBe(200);
    expect(await listedEntry('user.disable', user.id)).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    expect((await admin.post(`/api/admin/users/${user.id}/enable`)).status).toBe(200);
    expect(await listedEntry('user.enable', user.id)).toMatchObject({
      before: { disabled: true },
      after: { disabled: false },
    });
    expect((await admin.post(`/api/admin/users/${user.id}/password-reset-link`)).status).toBe(200);
    expect(await listedEntry('user.password-reset-link', user.id)).toMatchObject({
      before: {},
      after: { passwordResetLinkExpiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
  });

  it('answers null for entries recorded before values were kept', async () => {
    const [old] = await app.query<{ id: string }>(
      `INSERT INTO audit_log (admin_username, action, target_type, target_id, target_label, outcome)
       VALUES ('someone', 'project.verify', 'project', 987654, 'Old entry', 'verified') RETURNING id`,
    );
    expect(await listedEntry('project.verify', 987654)).toMatchObject({ before: null, after: null });
    expect(old.id).toBeDefined();
  });
});

describe('the audit CSV export', () => {
  it('has Before and After columns and keeps the current filters', async () => {
    const user = await app.createUser({ username: unique('csv-') });
    expect((await admin.post(`/api/admin/users/${user.id}/disable`)).status).toBe(200);
    const pending = await pendingProjectId();
    expect(
      (await admin.patch(`/api/admin/projects/${pending}/verify`, { verified: true, adminNotes: '=HYPERLINK("x")' }))
        .status,
    ).toBe(200);

    const csv = await admin.get(`/api/admin/audit/export?action=user.disable&q=${user.username}`);
    expect(csv.status).toBe(200);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header.split(',').slice(-2)).toEqual(['Before', 'After']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(user.username);
    expect(rows[0].endsWith(',disabled: false,disabled: true')).toBe(true);

    const verified = await admin.get(`/api/admin/audit/export?action=project.verify&targetType=project`);
    expect(verified.text).toContain('verificationStatus: ""pending""');
    expect(verified.text).not.toContain('user.disable');
    expect(verified.text).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
