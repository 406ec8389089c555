import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { followLink } from './support/browser-request';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';

const TEAM_ADDRESS = 'team@agency.example';
let app: TestApp;
let admin: { user: TestUser; client: ApiClient };

beforeAll(async () => {
  app = await startTestApp({ env: { ADMIN_EMAIL: TEAM_ADDRESS, PUBLIC_URL: 'https://agency.example' } });
  admin = await app.signedIn('admin');
});

afterAll(async () => {
  await app.close();
});

const projectSubmission = (projectName: string) => ({
  projectName,
  category: 'DeFi',
  description: 'A cross-chain DEX aggregator with MEV protection.',
  website: 'https://nebula.example',
  logo: 'https://nebula.example/logo.png',
  twitter: '@nebulaswap',
  telegram: 't.me/nebulaswap',
  listingType: 'free',
  paymentStatus: 'pending',
  verificationStatus: 'pending',
});

const article = (title: string) => ({
  title,
  category: 'Trading',
  excerpt: 'Three lessons from onboarding verified traders.',
  content: '<p>Verified users trade more often.</p>',
});

type Item = { id: number; kind: string; title: string; body: string; link: string | null; readAt: string | null };

async function notificationsOf(client: ApiClient): Promise<Item[]> {
  return (await client.get('/api/notifications?limit=100')).body.data;
}

/** Waits for the notification job to add something matching `title` for this client. */
function notified(client: ApiClient, title: RegExp): Promise<Item> {
  return eventually(async () => (await notificationsOf(client)).find((item) => title.test(item.title)));
}

async function verifyEmail(user: TestUser, email: string) {
  await app.query('UPDATE users SET email = $1, email_verified_at = now() WHERE id = $2', [email, user.id]);
}

function mailTo(address: string, subject: RegExp) {
  return eventually(async () =>
    (await app.outbox()).find((mail) => mail.to.includes(address) && subject.test(mail.subject)),
  );
}

describe('who hears of what', () => {
  it('tells a submitter their project was rejected, with the reason and notes, and nobody else', async () => {
    const owner = await app.signedIn('user');
    const bystander = await app.signedIn('user');
    const { id } = (await owner.client.post('/api/project-submissions', projectSubmission('Nebula Notes'))).body.data;
    const decided = await admin.client.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'rejected',
      adminNotes: 'Please add an audit report.',
    });
    expect(decided.status).toBe(200);

    const item = await notified(owner.client, /Nebula Notes/);
    expect(item).toMatchObject({
      kind: 'submission-decided',
      title: 'Your project "Nebula Notes" was rejected',
      body: 'It will not be listed. Reason: Other. Admin notes: Please add an audit report.',
      link: '/submit-project',
      readAt: null,
    });
    expect(await notificationsOf(bystander.client)).toEqual([]);
  });

  it('tells every admin of new pending work, and mails the team address', async () => {
    const secondAdmin = await app.signedIn('admin');
    const owner = await app.signedIn('user');
    await owner.client.post('/api/project-submissions', projectSubmission('Pending Comet'));

    for (const { client } of [admin, secondAdmin]) {
      expect(await notified(client, /Pending Comet/)).toMatchObject({
        kind: 'pending-review',
        title: 'New project submission: Pending Comet',
        link: '/admin#submissions',
      });
    }
    expect(await notificationsOf(owner.client)).toEqual([]);
    const mail = await mailTo(TEAM_ADDRESS, /Pending Comet/);
    expect(mail.text).toContain('https://agency.example/admin#submissions');
  });

  it('stores a partner rejection reason on the profile and tells the owner', async () => {
    const partner = await app.partner();
    await admin.client.patch(`/api/admin/partners/${partner.profileId}/approve`, {
      approved: false,
      adminNotes: 'We could not verify the company.',
    });

    const profile = (await partner.client.get('/api/partner/profile')).body.data;
    expect(profile).toMatchObject({ status: 'rejected', decisionReason: 'We could not verify the company.' });
    const item = await notified(partner.client, /partner application/);
    expect(item).toMatchObject({
      kind: 'partner-profile-decided',
      body: 'You do not have partner access. Reason: Other. Admin notes: We could not verify the company.',
    });
  });

  it('tells a partner their article was published, and admins that it arrived', async () => {
    const partner = await app.partner();
    const { id } = (await partner.client.post('/api/article-submissions', article('Orbit Lessons'))).body.data;
    await notified(admin.client, /New article submission: Orbit Lessons/);
    await admin.client.patch(`/api/admin/articles/${id}/publish`, { published: true, adminNotes: 'Great read' });
    expect(await notified(partner.client, /Orbit Lessons/)).toMatchObject({
      title: 'Your article "Orbit Lessons" was approved',
      body: 'It is now published on the articles page. Admin notes: Great read',
      link: '/partner-dashboard#article-submissions',
    });
  });

  it('tells the submitter when their listed project is verified', async () => {
    const owner = await app.signedIn('user');
    const { id } = (await owner.client.post('/api/project-submissions', projectSubmission('Verified Vega'))).body.data;
    const approved = await admin.client.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
    });
    const projectId = approved.body.data.projectId;
    expect(
      (
        await admin.client.patch(`/api/admin/projects/${projectId}/verify`, {
          verified: true,
          adminNotes: 'Audit checked',
        })
      ).status,
    ).toBe(200);
    expect(await notified(owner.client, /Verified Vega" was verified/)).toMatchObject({
      body: 'It now shows the Verified badge in the directory. Admin notes: Audit checked',
      link: `/project/${projectId}`,
    });
  });

  it('tells a partner when a referral converts', async () => {
    const partner = await app.partner('NOTIFY-ME');
    const click = await followLink(`${app.baseUrl}/r/NOTIFY-ME`, { 'user-agent': 'Mozilla/5.0 Chrome/130' });
    const attribution = click.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('ref='))!
      .split(';')[0];
    await new ApiClient(app.baseUrl).post(
      '/api/auth/signup',
      { username: 'converted_one', password: 'secret1' },
      { headers: { cookie: attribution } },
    );
    expect(await notified(partner.client, /referral link/)).toMatchObject({
      kind: 'referral-converted',
      link: '/partner-dashboard#referrals',
    });
  });
});

describe('reading and marking', () => {
  it('pages newest first with a Link header, counts unread, and marks one or all read', async () => {
    const reader = await app.signedIn('user');
    for (let index = 0; index < 3; index += 1) {
      await app.query(
        `INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key) VALUES ($1, 'submission-decided', $2, 'body', '/submit-project', $3)`,
        [reader.user.id, `Item ${index}`, `test:${reader.user.id}:${index}`],
      );
    }
    const first = await reader.client.get('/api/notifications?limit=2');
    expect(first.body.data.map((item: Item) => item.title)).toEqual(['Item 2', 'Item 1']);
    expect(first.headers.get('x-total-count')).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1];
    const second = await reader.client.get(next);
    expect(second.body.data.map((item: Item) => item.title)).toEqual(['Item 0']);
    expect(second.headers.get('link')).toBeNull();

    expect((await reader.client.get('/api/notifications/unread-count')).body.data).toEqual({ count: 3 });
    const marked = await reader.client.post(`/api/notifications/${first.body.data[0].id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.data.readAt).toEqual(expect.any(String));
    expect((await reader.client.get('/api/notifications/unread-count')).body.data).toEqual({ count: 2 });
    expect((await reader.client.post('/api/notifications/read-all')).body.data).toEqual({ updated: 2 });
    expect((await reader.client.get('/api/notifications/unread-count')).body.data).toEqual({ count: 0 });
  });

  it("answers 404 for someone else's notification and changes nothing", async () => {
    const owner = await app.signedIn('user');
    const [{ id }] = await app.query<{ id: string }>(
      `INSERT INTO notifications (user_id, kind, title, body, dedupe_key) VALUES ($1, 'submission-decided', 'Mine', 'body', $2) RETURNING id`,
      [owner.user.id, `test:${owner.user.id}:private`],
    );
    const other = await app.signedIn('user');
    expect((await other.client.post(`/api/notifications/${id}/read`)).status).toBe(404);
    expect((await owner.client.get('/api/notifications/unread-count')).body.data).toEqual({ count: 1 });
  });

  it('refuses a forged cursor and signed-out callers', async () => {
    const reader = await app.signedIn('user');
    expect((await reader.client.get('/api/notifications?cursor=bm9wZQ')).status).toBe(400);
    expect((await reader.client.get('/api/notifications?limit=0')).status).toBe(400);
    expect((await app.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('email', () => {
  it('mails a verified address unless the kind is turned off, and escapes user text', async () => {
    const owner = await app.signedIn('user');
    await verifyEmail(owner.user, 'owner@example.com');
    const name = '<img src=x onerror=alert(1)>Rocket';
    const { id } = (await owner.client.post('/api/project-submissions', projectSubmission(name))).body.data;
    await admin.client.patch(`/api/project-submissions/${id}/status`, {
      verificationStatus: 'approved',
      adminNotes: '<script>steal()</script>',
    });
    const mail = await mailTo('owner@example.com', /Rocket/);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;');
    expect(mail.text).toContain('Admin notes: <script>steal()</script>');

    const preferences = await owner.client.put('/api/notifications/preferences', {
      preferences: [{ kind: 'submission-decided', email: false }],
    });
    expect(preferences.status).toBe(200);
    expect(preferences.body.data.find((item: { kind: string }) => item.kind === 'submission-decided').email).toBe(
      false,
    );
    const second = (await owner.client.post('/api/project-submissions', projectSubmission('Quiet Rocket'))).body.data;
    await admin.client.patch(`/api/project-submissions/${second.id}/status`, {
      verificationStatus: 'rejected',
      adminNotes: '',
    });
    await notified(owner.client, /Quiet Rocket/);
    // The in-app notification and the mail come from one job: once the first exists, the second would too.
    await eventually(async () =>
      (await app.query(`SELECT 1 FROM pgboss.job WHERE name = 'notification' AND state <> 'completed'`)).length === 0
        ? true
        : undefined,
    );
    expect(
      (await app.outbox()).filter(
        (mail) => mail.to.includes('owner@example.com') && mail.subject.includes('Quiet Rocket'),
      ),
    ).toEqual([]);
  });

  it('lists the kinds a role can receive and refuses unknown ones', async () => {
    const user = await app.signedIn('user');
    const kinds = (await user.client.get('/api/notifications/preferences')).body.data.map(
      (item: { kind: string }) => item.kind,
    );
    expect(kinds).toEqual(['submission-decided', 'partner-profile-decided']);
    const adminKinds = (await admin.client.get('/api/notifications/preferences')).body.data.map(
      (item: { kind: string }) => item.kind,
    );
    expect(adminKinds).toContain('pending-review');
    const refused = await user.client.put('/api/notifications/preferences', {
      preferences: [{ kind: 'pending-review', email: false }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Unknown notification kind: pending-review');
    expect((await app.query('SELECT 1 FROM notification_preferences WHERE user_id = $1', [user.user.id])).length).toBe(
      0,
    );
  });

  it('shows admins the outbox, paged, with each message readable', async () => {
    await mailTo(TEAM_ADDRESS, /Pending Comet/);
    const list = await admin.client.get('/api/admin/outbox?limit=1');
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    const [entry] = list.body.data;
    const message = await admin.client.get(`/api/admin/outbox/${entry.id}`);
    expect(message.body.data).toMatchObject({
      id: entry.id,
      to: entry.to,
      subject: entry.subject,
      text: expect.any(String),
      html: expect.stringContaining('<html'),
    });
    expect((await admin.client.get('/api/admin/outbox/999999')).status).toBe(404);
    const user = await app.signedIn('user');
    expect((await user.client.get('/api/admin/outbox')).status).toBe(403);
  });
});

describe('with the change', () => {
  it('a decision that rolls back enqueues nothing', async () => {
    const owner = await app.signedIn('user');
    const { id } = (await owner.client.post('/api/project-submissions', projectSubmission('Rolled Back'))).body.data;
    await app.query(
      `CREATE FUNCTION fail_audit_for_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated'; END $$`,
    );
    await app.query(
      `CREATE TRIGGER fail_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION fail_audit_for_test()`,
    );
    const before = await app.query<{ count: string }>(`SELECT count(*) FROM pgboss.job WHERE name = 'notification'`);
    expect(
      (await admin.client.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected' })).status,
    ).toBe(500);
    const after = await app.query<{ count: string }>(`SELECT count(*) FROM pgboss.job WHERE name = 'notification'`);
    await app.query('DROP TRIGGER fail_audit ON audit_log');
    expect(after[0].count).toBe(before[0].count);
  });

  it('a decision that fails at commit, after its job was written, leaves no job: the job is in the same transaction', async () => {
    const owner = await app.signedIn('user');
    const { id } = (await owner.client.post('/api/project-submissions', projectSubmission('Failed At Commit'))).body
      .data;
    await app.query(
      `CREATE FUNCTION fail_at_commit_for_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated'; END $$`,
    );
    await app.query(
      `CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT ON audit_log DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW EXECUTE FUNCTION fail_at_commit_for_test()`,
    );
    const before = await app.query<{ count: string }>(`SELECT count(*) FROM pgboss.job WHERE name = 'notification'`);
    expect(
      (await admin.client.patch(`/api/project-submissions/${id}/status`, { verificationStatus: 'rejected' })).status,
    ).toBe(500);
    const after = await app.query<{ count: string }>(`SELECT count(*) FROM pgboss.job WHERE name = 'notification'`);
    await app.query('DROP TRIGGER fail_at_commit ON audit_log');
    await app.query('DROP FUNCTION fail_at_commit_for_test()');
    expect(after[0].count).toBe(before[0].count);
    const [submission] = await app.query<{ verification_status: string }>(
      `SELECT verification_status FROM project_submissions WHERE id = $1`,
      [id],
    );
    expect(submission.verification_status).toBe('pending');
  });
});
