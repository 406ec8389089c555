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

const submission = {
  projectName: 'Lumen Vault',
  category: 'DeFi',
  description: 'A yield vault with on-chain risk limits.',
  website: 'https://lumen.example',
  listingType: 'free',
};

async function submitted(name = 'Lumen Vault') {
  const owner = await app.signedIn();
  const response = await owner.client.post('/api/project-submissions', { ...submission, projectName: name });
  expect(response.status).toBe(201);
  return { ...owner, id: response.body.data.id as number, body: response.body.data };
}

const reject = (id: number, body: Record<string, unknown> = {}) =>
  admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected', ...body });

async function timelineOf(client: ApiClient, id: number) {
  const response = await client.get(`/api/project-submissions/${id}/timeline`);
  expect(response.status).toBe(200);
  return response.body.data as Array<Record<string, unknown>>;
}

describe('request IDs', () => {
  it('gives each submission a quotable PS-YYMM-NNNN ID, shown to its owner and to admins', async () => {
    const { id, body, client } = await submitted('Quoted Co');
    const [{ yymm }] = await app.query<{ yymm: string }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYMM') AS yymm FROM project_submissions WHERE id = $1`,
      [id],
    );
    const requestId = `PS-${yymm}-${String(id).padStart(4, '0')}`;
    expect(body.requestId).toBe(requestId);
    expect((await client.get('/api/project-submissions')).body.data[0].requestId).toBe(requestId);
    const all = (await admin.get('/api/project-submissions/all')).body.data as Array<{ id: number; requestId: string }>;
    expect(all.find((item) => item.id === id)?.requestId).toBe(requestId);
  });
});

describe('editing a pending submission', () => {
  it('replaces its fields, keeps it pending and records the edit', async () => {
    const { id, client } = await submitted();
    const edited = await client.put(`/api/project-submissions/${id}`, {
      ...submission,
      projectName: 'Lumen Vault v2',
      listingType: 'featured',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      id,
      projectName: 'Lumen Vault v2',
      listingType: 'featured',
      paymentStatus: 'pending',
      verificationStatus: 'pending',
      resubmission: null,
    });
    expect((await timelineOf(client, id)).map((entry) => entry.event)).toEqual(['submitted', 'edited']);
  });

  it('validates like submitting (400) and changes nothing', async () => {
    const { id, client } = await submitted();
    const response = await client.put(`/api/project-submissions/${id}`, { ...submission, projectName: ' ' });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Project name is required');
    expect((await client.put(`/api/project-submissions/${id}`, { ...submission, userId: 9 })).status).toBe(400);
    expect((await client.put('/api/project-submissions/abc', submission)).status).toBe(400);
    const [row] = await app.query<{ project_name: string }>(
      'SELECT project_name FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(row.project_name).toBe('Lumen Vault');
  });

  it("answers 404 for someone else's submission and an unknown id, 401 when signed out", async () => {
    const { id } = await submitted();
    const stranger = await app.signedIn();
    for (const call of [
      stranger.client.put(`/api/project-submissions/${id}`, submission),
      stranger.client.post(`/api/project-submissions/${id}/withdraw`),
      stranger.client.post(`/api/project-submissions/${id}/resubmit`, submission),
      stranger.client.get(`/api/project-submissions/${id}/timeline`),
      stranger.client.put('/api/project-submissions/999999', submission),
    ]) {
      const response = await call;
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Project submission not found');
    }
    expect((await app.client().put(`/api/project-submissions/${id}`, submission)).status).toBe(401);
  });

  it('refuses to edit a decided submission with 409', async () => {
    const { id, client } = await submitted();
    await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    const response = await client.put(`/api/project-submissions/${id}`, submission);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Only a pending item can be edited; this one is approved');
    expect((await client.post(`/api/project-submissions/${id}/withdraw`)).status).toBe(409);
    expect((await client.post(`/api/project-submissions/${id}/resubmit`, submission)).status).toBe(409);
  });
});

describe('withdrawing', () => {
  it('takes a pending submission out of the admin queue; its owner still sees it as withdrawn', async () => {
    const { id, client } = await submitted('Gone Co');
    const withdrawn = await client.post(`/api/project-submissions/${id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.verificationStatus).toBe('withdrawn');
    expect((await client.get('/api/project-submissions')).body.data[0]).toMatchObject({
      id,
      verificationStatus: 'withdrawn',
    });

    const decision = await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    expect(decision.status).toBe(409);
    expect(decision.body.message).toBe('Project submission was already decided (withdrawn)');
    expect((await client.post(`/api/project-submissions/${id}/withdraw`)).status).toBe(409);
    expect((await client.put(`/api/project-submissions/${id}`, submission)).status).toBe(409);
  });

  it('lets a withdrawn submission be resubmitted', async () => {
    const { id, client } = await submitted();
    await client.post(`/api/project-submissions/${id}/withdraw`);
    const back = await client.post(`/api/project-submissions/${id}/resubmit`, submission);
    expect(back.status).toBe(200);
    expect(back.body.data.verificationStatus).toBe('pending');
    expect((await timelineOf(client, id)).map((entry) => entry.event)).toEqual([
      'submitted',
      'withdrawn',
      'resubmitted',
    ]);
  });
});

describe('rejection reason codes and resubmission', () => {
  it('edits and resubmits after a needs_more_detail rejection: same item, pending again, history kept, admins told', async () => {
    const { id, client } = await submitted('Second Try Co');
    const decided = await reject(id, { reasonCode: 'needs_more_detail', adminNotes: 'Add the audit report' });
    expect(decided.body.data).toMatchObject({ verificationStatus: 'rejected', reasonCode: 'needs_more_detail' });

    const mine = (await client.get('/api/project-submissions')).body.data[0];
    expect(mine).toMatchObject({
      id,
      verificationStatus: 'rejected',
      reasonCode: 'needs_more_detail',
      reasonLabel: 'Needs more detail',
      adminNotes: 'Add the audit report',
      resubmission: { allowed: true, from: mine.decidedAt },
    });
    const owner = await eventually(async () =>
      (await client.get('/api/notifications?limit=20')).body.data.find((item: { title: string }) =>
        /Second Try Co/.test(item.title),
      ),
    );
    expect(owner.body).toContain('Reason: Needs more detail.');

    const again = await client.post(`/api/project-submissions/${id}/resubmit`, {
      ...submission,
      projectName: 'Second Try Co',
      description: 'Now with the audit report: https://lumen.example/audit',
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id,
      verificationStatus: 'pending',
      adminNotes: null,
      reasonCode: null,
      resubmission: null,
    });
    const queue = (await admin.get('/api/project-submissions/all')).body.data as Array<{
      id: number;
      verificationStatus: string;
    }>;
    expect(queue.find((item) => item.id === id)?.verificationStatus).toBe('pending');
    await eventually(async () =>
      (await admin.get('/api/notifications?limit=50')).body.data.find(
        (item: { title: string }) => item.title === 'Resubmitted project submission: Second Try Co',
      ),
    );

    const timeline = await timelineOf(client, id);
    expect(timeline).toEqual([
      expect.objectContaining({ event: 'submitted', actor: 'owner', actorLabel: 'You' }),
      {
        id: expect.any(Number),
        event: 'decided',
        actor: 'admin',
        actorLabel: 'An admin',
        outcome: 'rejected',
        reasonCode: 'needs_more_detail',
        reasonLabel: 'Needs more detail',
        notes: 'Add the audit report',
        at: expect.any(String),
      },
      expect.objectContaining({ event: 'resubmitted', actor: 'owner', reasonCode: null }),
    ]);
    expect(JSON.stringify(timeline)).not.toMatch(/actorId|username/);
    const asAdmin = await timelineOf(admin, id);
    expect(asAdmin.map((entry) => entry.actorLabel)).toEqual(['The owner', 'An admin', 'The owner']);

    const approved = await admin.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'approved' });
    expect(approved.status).toBe(200);
    expect((await timelineOf(client, id)).map((entry) => entry.event)).toEqual([
      'submitted',
      'decided',
      'resubmitted',
      'decided',
    ]);
  });

  it('defaults the reason code to other, which allows resubmitting at once', async () => {
    const { id, client } = await submitted();
    expect((await reject(id)).body.data.reasonCode).toBe('other');
    expect((await client.post(`/api/project-submissions/${id}/resubmit`, submission)).status).toBe(200);
  });

  it('never lets a duplicate come back, and says so', async () => {
    const { id, client } = await submitted();
    await reject(id, { reasonCode: 'duplicate' });
    expect((await client.get('/api/project-submissions')).body.data[0].resubmission).toEqual({
      allowed: false,
      from: null,
    });
    const refused = await client.post(`/api/project-submissions/${id}/resubmit`, submission);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Rejected as "Duplicate": it cannot be resubmitted');
  });

  it('lets a not_a_fit rejection come back only 30 days after the decision, and says from when', async () => {
    const { id, client } = await submitted();
    await reject(id, { reasonCode: 'not_a_fit' });
    const mine = (await client.get('/api/project-submissions')).body.data[0];
    const from = new Date(new Date(mine.decidedAt).getTime() + 30 * 86_400_000);
    expect(mine.resubmission).toEqual({ allowed: true, from: from.toISOString() });
    const refused = await client.post(`/api/project-submissions/${id}/resubmit`, submission);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Rejected as "Not a fit": it can be resubmitted from ${from.toISOString().slice(0, 10)}`,
    );

    await app.query(`UPDATE project_submissions SET decided_at = now() - interval '31 days' WHERE id = $1`, [id]);
    expect((await client.post(`/api/project-submissions/${id}/resubmit`, submission)).status).toBe(200);
  });

  it('refuses a reason code when approving, and an unknown one, with 400', async () => {
    const { id } = await submitted();
    const approving = await admin.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
      reasonCode: 'duplicate',
    });
    expect(approving.status).toBe(400);
    expect(approving.body.message).toBe('reasonCode is only given when rejecting');
    const unknown = await reject(id, { reasonCode: 'spam' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain(
      'reasonCode must be one of needs_more_detail, cannot_verify, duplicate, not_a_fit, other',
    );
    const [row] = await app.query<{ verification_status: string }>(
      'SELECT verification_status FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(row.verification_status).toBe('pending');
  });

  it('refuses to resubmit a pending submission (409) and validates the resubmitted fields (400)', async () => {
    const { id, client } = await submitted();
    const pending = await client.post(`/api/project-submissions/${id}/resubmit`, submission);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('Only a rejected or withdrawn item can be resubmitted; this one is pending');
    await reject(id);
    expect(
      (await client.post(`/api/project-submissions/${id}/resubmit`, { ...submission, category: 'Memes' })).status,
    ).toBe(400);
    const [row] = await app.query<{ verification_status: string }>(
      'SELECT verification_status FROM project_submissions WHERE id = $1',
      [id],
    );
    expect(row.verification_status).toBe('rejected');
  });
});
