import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { Fixtures } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let fixtures: Fixtures;
let admin: ApiClient;
let otherAdmin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  fixtures = new Fixtures(app);
  admin = (await app.signedIn('admin')).client;
  otherAdmin = (await app.signedIn('admin')).client;
});

afterAll(async () => {
  await app.close();
});

async function submissionsOf(count: number) {
  const owner = await app.createUser();
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await fixtures.pendingProjectSubmission(owner.id));
  return { owner, ids };
}

const statusOf = async (id: number) =>
  (
    await app.query<{ verification_status: string; admin_notes: string | null }>(
      'SELECT verification_status, admin_notes FROM project_submissions WHERE id = $1',
      [id],
    )
  )[0];

describe('POST /api/admin/bulk-decisions', () => {
  it('rejects every pending submission with one note and reason, each audited, on its timeline and notified', async () => {
    const { owner, ids } = await submissionsOf(3);
    const response = await admin.post('/api/admin/bulk-decisions', {
      kind: 'project-submission',
      ids,
      decision: 'reject',
      notes: 'Please add the audit report.',
      reasonCode: 'needs_more_detail',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: ids.map((id) => ({ id, ok: true, outcome: 'rejected' })) });

    for (const id of ids) {
      expect(await statusOf(id)).toEqual({
        verification_status: 'rejected',
        admin_notes: 'Please add the audit report.',
      });
    }
    const audit = await app.query<{ target_id: number; action: string; notes: string }>(
      `SELECT target_id, action, notes FROM audit_log WHERE target_type = 'project-submission' AND target_id = ANY($1) ORDER BY target_id`,
      [ids],
    );
    expect(audit).toEqual(
      ids.map((id) => ({ target_id: id, action: 'project-submission.reject', notes: 'Please add the audit report.' })),
    );
    const timeline = await app.query<{ item_id: number; reason_code: string }>(
      `SELECT item_id, reason_code FROM item_timeline WHERE item_kind = 'project-submission' AND event = 'decided' AND item_id = ANY($1)`,
      [ids],
    );
    expect(timeline.map((row) => row.reason_code)).toEqual([
      'needs_more_detail',
      'needs_more_detail',
      'needs_more_detail',
    ]);
    await app.jobsSettled();
    const notifications = await app.query('SELECT id FROM notifications WHERE user_id = $1', [owner.id]);
    expect(notifications).toHaveLength(3);
  });

  it('approves directory projects, partners and articles through their own decisions', async () => {
    const projects = [await fixtures.pendingProject(), await fixtures.pendingProject()];
    const verified = await admin.post('/api/admin/bulk-decisions', {
      kind: 'project',
      ids: projects,
      decision: 'approve',
    });
    expect(verified.body.data).toEqual(projects.map((id) => ({ id, ok: true, outcome: 'verified' })));

    const partner = await app.partner();
    const approved = await admin.post('/api/admin/bulk-decisions', {
      kind: 'partner',
      ids: [partner.profileId],
      decision: 'approve',
    });
    expect(approved.body.data).toEqual([{ id: partner.profileId, ok: true, outcome: 'approved' }]);
    expect((await partner.client.get('/api/auth/user')).body.user.role).toBe('partner');

    const article = await fixtures.pendingArticle(partner.profileId);
    const published = await admin.post('/api/admin/bulk-decisions', {
      kind: 'article',
      ids: [article],
      decision: 'approve',
    });
    expect(published.body.data).toEqual([{ id: article, ok: true, outcome: 'approved' }]);
    expect((await app.client().get(`/api/articles/${article}`)).status).toBe(200);
  });

  it('reports an item someone else decided meanwhile (409) and an unknown one (404) without stopping the others', async () => {
    const { ids } = await submissionsOf(3);
    const [first, decidedElsewhere, last] = ids;
    const elsewhere = await otherAdmin.patch(`/api/project-submissions/${decidedElsewhere}/status`, {
      verificationStatus: 'approved',
      adminNotes: 'Approved by the other admin',
    });
    expect(elsewhere.status).toBe(200);

    const response = await admin.post('/api/admin/bulk-decisions', {
      kind: 'project-submission',
      ids: [first, decidedElsewhere, 2_000_000_000, last],
      decision: 'reject',
      notes: 'Not yet',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { id: first, ok: true, outcome: 'rejected' },
      {
        id: decidedElsewhere,
        ok: false,
        status: 409,
        error: expect.stringMatching(/already decided|no longer pending/i),
      },
      { id: 2_000_000_000, ok: false, status: 404, error: expect.any(String) },
      { id: last, ok: true, outcome: 'rejected' },
    ]);
    expect(await statusOf(decidedElsewhere)).toEqual({
      verification_status: 'approved',
      admin_notes: 'Approved by the other admin',
    });
    const audit = await app.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1`,
      [decidedElsewhere],
    );
    expect(audit.map((row) => row.action)).toEqual(['project-submission.approve']);
  });

  it('refuses bad input with 400 and a message, deciding nothing', async () => {
    const { ids } = await submissionsOf(1);
    const cases: [object, string][] = [
      [{ kind: 'project-submission', ids: [], decision: 'reject' }, 'at least one'],
      [
        { kind: 'project-submission', ids: Array.from({ length: 101 }, (_, index) => index + 1), decision: 'reject' },
        'at most 100',
      ],
      [{ kind: 'project-submission', ids: [ids[0], ids[0]], decision: 'reject' }, 'must not repeat'],
      [{ kind: 'campaign', ids, decision: 'reject' }, 'kind must be one of'],
      [{ kind: 'project-submission', ids, decision: 'maybe' }, 'decision must be approve or reject'],
      [{ kind: 'project-submission', ids, decision: 'approve', reasonCode: 'duplicate' }, 'only for rejections'],
      [
        { kind: 'partner', ids, decision: 'reject', reasonCode: 'duplicate' },
        'only to articles and project submissions',
      ],
      [{ kind: 'project-submission', ids: ['1'], decision: 'reject' }, 'whole number'],
      [{ kind: 'project-submission', ids: [0], decision: 'reject' }, 'at least 1'],
      [{ kind: 'project-submission', ids, decision: 'reject', notes: 'x'.repeat(1001) }, 'at most 1000'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/admin/bulk-decisions', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect((await statusOf(ids[0])).verification_status).toBe('pending');
  });

  it('is for admins only', async () => {
    const { ids } = await submissionsOf(1);
    const body = { kind: 'project-submission', ids, decision: 'approve' };
    expect((await app.client().post('/api/admin/bulk-decisions', body)).status).toBe(401);
    expect((await (await app.signedIn('user')).client.post('/api/admin/bulk-decisions', body)).status).toBe(403);
    expect((await (await app.approvedPartner()).client.post('/api/admin/bulk-decisions', body)).status).toBe(403);
    expect((await statusOf(ids[0])).verification_status).toBe('pending');
  });
});

const paymentOf = async (id: number) =>
  (
    await app.query<{ payment_status: string; verification_status: string }>(
      'SELECT payment_status, verification_status FROM project_submissions WHERE id = $1',
      [id],
    )
  )[0];

const auditOf = (id: number) =>
  app.query<{ action: string; outcome: string; notes: string | null }>(
    `SELECT action, outcome, notes FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1 ORDER BY id`,
    [id],
  );

describe('bulk decisions with the payment override', () => {
  it('approves unpaid featured and verified listings with the override and its note, each audited as approved-unpaid', async () => {
    const owner = await app.createUser();
    const [featured, verified, free] = [
      await fixtures.pendingProjectSubmission(owner.id, 'featured'),
      await fixtures.pendingProjectSubmission(owner.id, 'verified'),
      await fixtures.pendingProjectSubmission(owner.id, 'free'),
    ];
    // Without the override an unpaid listing is left as it is, as the single decision leaves it.
    const refused = await admin.post('/api/admin/bulk-decisions', {
      kind: 'project-submission',
      ids: [featured],
      decision: 'approve',
    });
    expect(refused.body.data).toEqual([
      { id: featured, ok: false, status: 409, error: expect.stringContaining('Payment not recorded') },
    ]);

    const response = await admin.post('/api/admin/bulk-decisions', {
      kind: 'project-submission',
      ids: [featured, verified, free],
      decision: 'approve',
      notes: 'Invoice sent, paying on net-30 terms',
      overridePayment: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([featured, verified, free].map((id) => ({ id, ok: true, outcome: 'approved' })));
    for (const id of [featured, verified]) {
      expect(await paymentOf(id)).toEqual({ payment_status: 'pending', verification_status: 'approved' });
      expect(await auditOf(id)).toEqual([
        {
          action: 'project-submission.approve',
          outcome: 'approved-unpaid',
          notes: 'Payment override: Invoice sent, paying on net-30 terms',
        },
      ]);
    }
    expect(await auditOf(free)).toEqual([
      { action: 'project-submission.approve', outcome: 'approved', notes: 'Invoice sent, paying on net-30 terms' },
    ]);
  });

  it('refuses an override without a note, with a rejection or for another queue, deciding nothing', async () => {
    const owner = await app.createUser();
    const id = await fixtures.pendingProjectSubmission(owner.id, 'featured');
    const cases: [object, string][] = [
      [{ kind: 'project-submission', ids: [id], decision: 'approve', overridePayment: true }, 'needs a note'],
      [
        { kind: 'project-submission', ids: [id], decision: 'approve', overridePayment: true, notes: '   ' },
        'needs a note',
      ],
      [
        { kind: 'project-submission', ids: [id], decision: 'reject', overridePayment: true, notes: 'x' },
        'only given when approving',
      ],
      [
        { kind: 'project', ids: [id], decision: 'approve', overridePayment: true, notes: 'x' },
        'only to project submissions',
      ],
      [
        { kind: 'project-submission', ids: [id], decision: 'approve', overridePayment: 'yes', notes: 'x' },
        'true or false',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/admin/bulk-decisions', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect(await paymentOf(id)).toEqual({ payment_status: 'pending', verification_status: 'pending' });
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('POST /api/admin/bulk-payments', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('records the payment of each listing, audited, on its timeline and notified, and reports the ones it cannot pay', async () => {
    const owner = await app.signedIn();
    const [featured, verified, alreadyPaid, free] = [
      await fixtures.pendingProjectSubmission(owner.user.id, 'featured'),
      await fixtures.pendingProjectSubmission(owner.user.id, 'verified'),
      await fixtures.pendingProjectSubmission(owner.user.id, 'verified'),
      await fixtures.pendingProjectSubmission(owner.user.id, 'free'),
    ];
    const first = await admin.post(`/api/project-submissions/${alreadyPaid}/payment`, {
      amount: 2000,
      reference: 'INV-1',
      paidOn: today(),
    });
    expect(first.status).toBe(201);

    const response = await admin.post('/api/admin/bulk-payments', {
      ids: [featured, alreadyPaid, 2_000_000_000, free, verified],
      amount: 499.5,
      reference: 'WIRE-2026-11',
      paidOn: today(),
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { id: featured, ok: true, outcome: 'completed', featured: false },
      { id: alreadyPaid, ok: false, status: 409, error: 'The payment for this listing was already recorded' },
      { id: 2_000_000_000, ok: false, status: 404, error: 'Project submission not found' },
      { id: free, ok: false, status: 409, error: 'Free listings need no payment' },
      { id: verified, ok: true, outcome: 'completed', featured: false },
    ]);

    for (const id of [featured, verified]) {
      expect((await paymentOf(id)).payment_status).toBe('completed');
      expect(await auditOf(id)).toEqual([
        {
          action: 'project-submission.payment',
          outcome: 'completed',
          notes: `USD 499.50, reference WIRE-2026-11, paid on ${today()}`,
        },
      ]);
      const timeline = (await owner.client.get(`/api/project-submissions/${id}/timeline`)).body.data as {
        event: string;
      }[];
      expect(timeline.map((entry) => entry.event)).toContain('payment-recorded');
    }
    const payments = await app.query<{ submission_id: number; amount_cents: number }>(
      'SELECT submission_id, amount_cents FROM project_submission_payments WHERE submission_id = ANY($1) ORDER BY submission_id',
      [[featured, verified, alreadyPaid, free]],
    );
    expect(payments).toEqual(
      [
        { submission_id: featured, amount_cents: 49950 },
        { submission_id: verified, amount_cents: 49950 },
        { submission_id: alreadyPaid, amount_cents: 200000 },
      ].sort((a, b) => a.submission_id - b.submission_id),
    );
    await app.jobsSettled();
    const notified = await app.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1', [
      owner.user.id,
    ]);
    expect(notified.filter((notification) => /payment/i.test(notification.title))).toHaveLength(3);
  });

  it('makes an approved Featured listing Featured in the directory', async () => {
    const owner = await app.createUser();
    const id = await fixtures.pendingProjectSubmission(owner.id, 'featured');
    const approved = await admin.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
      adminNotes: 'Paying this week',
      overridePayment: true,
    });
    expect(approved.status).toBe(200);
    const response = await admin.post('/api/admin/bulk-payments', {
      ids: [id],
      amount: 500,
      reference: 'INV-F',
      paidOn: today(),
    });
    expect(response.body.data).toEqual([{ id, ok: true, outcome: 'completed', featured: true }]);
    const listed = (await app.client().get('/api/projects')).body.data.find(
      (project: { id: number }) => project.id === approved.body.data.projectId,
    );
    expect(listed.featured).toBe(true);
  });

  it('refuses bad input with 400 and a message, recording nothing', async () => {
    const owner = await app.createUser();
    const id = await fixtures.pendingProjectSubmission(owner.id, 'featured');
    const good = { ids: [id], amount: 500, reference: 'INV-9', paidOn: today() };
    const tomorrowSomewhere = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const cases: [object, string][] = [
      [{ ...good, ids: [] }, 'at least one'],
      [{ ...good, ids: [id, id] }, 'must not repeat'],
      [{ ...good, ids: Array.from({ length: 101 }, (_, index) => index + 1) }, 'at most 100'],
      [{ ...good, amount: 0 }, 'Amount must be positive'],
      [{ ...good, amount: 1.234 }, 'at most two decimals'],
      [{ ...good, reference: '  ' }, 'Reference is required'],
      [{ ...good, paidOn: '2026-02-30' }, 'valid date'],
      [{ ...good, paidOn: tomorrowSomewhere }, 'cannot be in the future'],
      [{ ...good, note: 'unknown field' }, 'should not exist'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('/api/admin/bulk-payments', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.message).toContain(message);
    }
    expect((await paymentOf(id)).payment_status).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
  });

  it('is for admins only', async () => {
    const owner = await app.createUser();
    const id = await fixtures.pendingProjectSubmission(owner.id, 'featured');
    const body = { ids: [id], amount: 500, reference: 'INV-X', paidOn: today() };
    expect((await app.client().post('/api/admin/bulk-payments', body)).status).toBe(401);
    expect((await (await app.signedIn('user')).client.post('/api/admin/bulk-payments', body)).status).toBe(403);
    expect((await paymentOf(id)).payment_status).toBe('pending');
  });
});
