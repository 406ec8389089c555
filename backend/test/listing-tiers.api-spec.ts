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

const today = () => new Date().toISOString().slice(0, 10);
const payment = () => ({ amount: 500, reference: 'INV-2026-0042', paidOn: today() });

async function submitted(
  listingType: 'free' | 'featured' | 'verified',
  category = 'DeFi',
  name = `Tier ${listingType} ${Math.random()}`,
) {
  const owner = await app.signedIn();
  const response = await owner.client.post('/api/project-submissions', {
    projectName: name,
    category,
    description: 'A project with a paid listing.',
    website: 'https://tier.example',
    listingType,
  });
  expect(response.status).toBe(201);
  return { ...owner, id: response.body.data.id as number, name };
}

const pay = (id: number, body: Record<string, unknown> = payment(), client = admin) =>
  client.post(`/api/project-submissions/${id}/payment`, body);
const decide = (id: number, body: Record<string, unknown>) =>
  admin.patch(`/api/project-submissions/${id}/status`, body);
const approve = (id: number, extra: Record<string, unknown> = {}) =>
  decide(id, { verificationStatus: 'approved', ...extra });

async function auditFor(id: number) {
  return app.query<{ action: string; outcome: string; notes: string | null }>(
    `SELECT action, outcome, notes FROM audit_log WHERE target_type = 'project-submission' AND target_id = $1 ORDER BY id`,
    [id],
  );
}

async function timelineOf(client: ApiClient, id: number) {
  const response = await client.get(`/api/project-submissions/${id}/timeline`);
  expect(response.status).toBe(200);
  return response.body.data as Array<{ event: string; outcome: string | null; notes: string | null }>;
}

async function directory() {
  const response = await app.client().get('/api/projects');
  expect(response.status).toBe(200);
  return response.body.data as Array<{
    slug: string;
    name: string;
    category: string;
    categoryPage: string | null;
    featured: boolean;
  }>;
}

describe('recording a payment', () => {
  it('completes a featured payment, stores it, audits it, and tells the owner in the timeline and a notification', async () => {
    const { id, name, client, user } = await submitted('featured');
    expect((await client.get('/api/project-submissions')).body.data[0].paymentStatus).toBe('pending');

    const response = await pay(id, { amount: 499.99, reference: '  INV-7  ', paidOn: today() });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      submissionId: id,
      paymentStatus: 'completed',
      payment: { amount: 499.99, currency: 'USD', reference: 'INV-7', paidOn: today() },
      featured: false,
    });
    expect((await client.get('/api/project-submissions')).body.data[0].paymentStatus).toBe('completed');
    expect(
      await app.query(
        'SELECT amount_cents, currency, reference FROM project_submission_payments WHERE submission_id = $1',
        [id],
      ),
    ).toEqual([{ amount_cents: 49999, currency: 'USD', reference: 'INV-7' }]);
    expect(await auditFor(id)).toEqual([
      {
        action: 'project-submission.payment',
        outcome: 'completed',
        notes: `USD 499.99, reference INV-7, paid on ${today()}`,
      },
    ]);
    const [, recorded] = await timelineOf(client, id);
    expect(recorded).toMatchObject({ event: 'payment-recorded', outcome: 'completed' });
    const notifications = await eventually(async () => {
      const list = (await client.get('/api/notifications')).body.data as Array<{ title: string }>;
      return list.length ? list : undefined;
    });
    expect(notifications[0].title).toBe(`Payment recorded for "${name}"`);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses free listings, a second payment and unknown ids (409, 409, 404)', async () => {
    const free = await submitted('free');
    expect(await pay(free.id)).toMatchObject({ status: 409, body: { message: 'Free listings need no payment' } });
    const verified = await submitted('verified');
    expect((await pay(verified.id)).status).toBe(201);
    expect((await pay(verified.id)).status).toBe(409);
    expect(
      await app.query('SELECT 1 FROM project_submission_payments WHERE submission_id = $1', [verified.id]),
    ).toHaveLength(1);
    expect((await pay(2_000_000_000)).status).toBe(404);
  });

  it('validates the amount, reference and date (400) and stores nothing', async () => {
    const { id } = await submitted('featured');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const body of [
      { ...payment(), amount: 0 },
      { ...payment(), amount: -5 },
      { ...payment(), amount: 10.123 },
      { ...payment(), amount: '500' },
      { ...payment(), reference: '   ' },
      { ...payment(), reference: 'x'.repeat(101) },
      { ...payment(), paidOn: '2026-02-30' },
      { ...payment(), paidOn: '01/03/2026' },
      { ...payment(), paidOn: tomorrow },
      { amount: 500, reference: 'INV' },
    ]) {
      expect((await pay(id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await app.query('SELECT 1 FROM project_submission_payments WHERE submission_id = $1', [id])).toHaveLength(0);
  });

  it('is admin-only: 401 signed out, 403 for the owner', async () => {
    const { id, client } = await submitted('featured');
    expect((await pay(id, payment(), app.client())).status).toBe(401);
    expect((await pay(id, payment(), client)).status).toBe(403);
  });
});

describe('approving a paid tier', () => {
  it('is refused while the payment is pending (409), and allowed once it is recorded', async () => {
    const { id } = await submitted('verified');
    const refused = await approve(id, { adminNotes: 'Looks good' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Payment not recorded: record the payment or approve with an override and a note',
    );
    expect((await pay(id)).status).toBe(201);
    expect((await approve(id)).status).toBe(200);
  });

  it('needs a note with an override (400); an override with a note is approved, audited and in the timeline', async () => {
    const { id, client } = await submitted('featured');
    expect((await approve(id, { overridePayment: true })).status).toBe(400);
    expect((await approve(id, { overridePayment: true, adminNotes: '   ' })).status).toBe(400);
    expect((await approve(id, { overridePayment: 'yes', adminNotes: 'x' })).status).toBe(400);
    expect((await decide(id, { verificationStatus: 'rejected', overridePayment: true, adminNotes: 'x' })).status).toBe(
      400,
    );

    const approved = await approve(id, { overridePayment: true, adminNotes: 'Invoice on 30-day terms' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.verificationStatus).toBe('approved');
    expect(await auditFor(id)).toEqual([
      {
        action: 'project-submission.approve',
        outcome: 'approved-unpaid',
        notes: 'Payment override: Invoice on 30-day terms',
      },
    ]);
    const decided = (await timelineOf(client, id)).find((entry) => entry.event === 'decided');
    expect(decided).toMatchObject({
      outcome: 'approved',
      notes: 'Approved before the payment was recorded. Invoice on 30-day terms',
    });
  });

  it('needs no override for free listings', async () => {
    const { id } = await submitted('free');
    expect((await approve(id)).status).toBe(200);
  });
});

describe('Featured in the directory', () => {
  it('a paid, approved Featured listing is featured and comes first; an override waits for the payment', async () => {
    const before = await directory();
    expect(before.every((project) => project.featured === false)).toBe(true);

    const paid = await submitted('featured', 'NFT', 'Zeta Featured Paid');
    expect((await pay(paid.id)).status).toBe(201);
    expect((await approve(paid.id)).status).toBe(200);

    const unpaid = await submitted('featured', 'NFT', 'Aardvark Featured Later');
    expect((await approve(unpaid.id, { overridePayment: true, adminNotes: 'Pays next week' })).status).toBe(200);

    let projects = await directory();
    expect(projects[0]).toMatchObject({ name: 'Zeta Featured Paid', featured: true, categoryPage: 'nft' });
    expect(projects.find((project) => project.name === 'Aardvark Featured Later')?.featured).toBe(false);

    // The cached directory follows the payment that makes the second one Featured.
    const recorded = await pay(unpaid.id);
    expect(recorded.body.data.featured).toBe(true);
    projects = await eventually(async () => {
      const list = await directory();
      return list[0].name === 'Aardvark Featured Later' ? list : undefined;
    });
    expect(projects.slice(0, 2).map((project) => [project.name, project.featured])).toEqual([
      ['Aardvark Featured Later', true],
      ['Zeta Featured Paid', true],
    ]);
    const featuredAudit = await auditFor(unpaid.id);
    expect(featuredAudit.map((entry) => entry.action)).toEqual([
      'project-submission.approve',
      'project-submission.payment',
    ]);
  });

  it('a verified listing is never Featured', async () => {
    const { id, name } = await submitted('verified', 'DeFi');
    await pay(id);
    await approve(id);
    expect((await directory()).find((project) => project.name === name)).toMatchObject({
      featured: false,
      categoryPage: 'defi',
    });
  });
});

describe('submission categories in the directory', () => {
  it.each([
    ['NFT', 'nft', 'nft'],
    ['DeFi', 'defi', 'defi'],
    ['Gaming', 'gamefi', 'gamefi'],
    ['Infrastructure', 'infrastructure', 'layer2'],
    ['Exchanges', 'exchanges', null],
    ['Other', 'other', null],
  ])('%s is listed as %s on the %s category page', async (submissionCategory, category, categoryPage) => {
    const { id, name } = await submitted('free', submissionCategory);
    expect((await approve(id)).status).toBe(200);
    expect((await directory()).find((project) => project.name === name)).toMatchObject({
      category,
      categoryPage,
      featured: false,
    });
  });
});
