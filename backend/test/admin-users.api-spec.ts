import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';
import { eventuallyPasses } from './support/eventually-passes';

let app: TestApp;
let second: TestApp;
let admin: { user: TestUser; client: ApiClient };

beforeAll(async () => {
  app = await startTestApp();
  second = await startTestApp({ databaseUrl: app.databaseUrl });
  admin = await app.signedIn('admin');
});

afterAll(async () => {
  await second?.close();
  await app.close();
});

async function auditActions(targetId: number): Promise<string[]> {
  const rows = await app.query<{ action: string; admin_username: string }>(
    `SELECT action, admin_username FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
    [targetId],
  );
  for (const row of rows) expect(row.admin_username).toBe(admin.user.username);
  return rows.map((row) => row.action);
}

function nextPath(link: string | null): string {
  const match = /^<([^>]+)>; rel="next"$/.exec(link ?? '');
  if (!match) throw new Error(`no next link in ${link}`);
  return match[1];
}

describe('GET /api/admin/users', () => {
  it('searches usernames case-insensitively, filters by role and pages newest first with Link and X-Total-Count', async () => {
    const stem = `Findme${Date.now().toString(36)}`;
    const created: TestUser[] = [];
    for (let index = 0; index < 5; index += 1) created.push(await app.createUser({ username: `${stem}_${index}` }));
    const partner = await app.createUser({ username: `${stem}_p`, role: 'partner' });
    await app.createUser({ username: `other${Date.now().toString(36)}` });

    const first = await admin.client.get(`/api/admin/users?q=${stem.toLowerCase()}&limit=4`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('6');
    expect(first.body.data.map((user: { username: string }) => user.username)).toEqual([
      `${stem}_p`,
      `${stem}_4`,
      `${stem}_3`,
      `${stem}_2`,
    ]);
    expect(first.body.data[0]).toMatchObject({
      id: partner.id,
      role: 'partner',
      email: null,
      emailVerified: false,
      disabled: false,
      disabledAt: null,
    });
    expect(first.body.data[0]).not.toHaveProperty('passwordHash');

    const second = await admin.client.get(nextPath(first.headers.get('link')));
    expect(second.status).toBe(200);
    expect(second.body.data.map((user: { id: number }) => user.id)).toEqual([created[1].id, created[0].id]);
    expect(second.headers.get('link')).toBeNull();

    const partners = await admin.client.get(`/api/admin/users?q=${stem}&role=partner`);
    expect(partners.body.data.map((user: { id: number }) => user.id)).toEqual([partner.id]);
    expect(partners.headers.get('x-total-count')).toBe('1');
  });

  it('shows whether two-factor sign-in is on and keeps the accounts with it on or off, keyset-paged', async () => {
    const stem = `Tfa${Date.now().toString(36)}`;
    const [on1, on2, on3, off, settingUp] = [
      await app.createUser({ username: `${stem}_on1` }),
      await app.createUser({ username: `${stem}_on2` }),
      await app.createUser({ username: `${stem}_on3` }),
      await app.createUser({ username: `${stem}_off` }),
      await app.createUser({ username: `${stem}_setup` }),
    ];
    for (const user of [on1, on2, on3]) {
      await app.query(`INSERT INTO user_two_factor (user_id, secret, enabled_at) VALUES ($1, 'sealed', now())`, [
        user.id,
      ]);
    }
    // An authenticator still being set up (no code confirmed yet) is not two-factor sign-in.
    await app.query(`INSERT INTO user_two_factor (user_id, pending_secret) VALUES ($1, 'sealed')`, [settingUp.id]);

    const all = await admin.client.get(`/api/admin/users?q=${stem}`);
    expect(
      all.body.data.map((user: { username: string; twoFactorEnabled: boolean }) => [
        user.username,
        user.twoFactorEnabled,
      ]),
    ).toEqual([
      [settingUp.username, false],
      [off.username, false],
      [on3.username, true],
      [on2.username, true],
      [on1.username, true],
    ]);

    const firstOn = await admin.client.get(`/api/admin/users?q=${stem}&twoFactor=on&limit=2`);
    expect(firstOn.status).toBe(200);
    expect(firstOn.headers.get('x-total-count')).toBe('3');
    expect(firstOn.body.data.map((user: { id: number }) => user.id)).toEqual([on3.id, on2.id]);
    const nextOn = await admin.client.get(nextPath(firstOn.headers.get('link')));
    expect(nextOn.body.data.map((user: { id: number }) => user.id)).toEqual([on1.id]);
    expect(nextOn.headers.get('link')).toBeNull();

    const withoutIt = await admin.client.get(`/api/admin/users?q=${stem}&twoFactor=off&sort=oldest`);
    expect(withoutIt.headers.get('x-total-count')).toBe('2');
    expect(withoutIt.body.data.map((user: { id: number }) => user.id)).toEqual([off.id, settingUp.id]);

    // The actions' answers say it too.
    const disabled = await admin.client.post(`/api/admin/users/${on1.id}/disable`);
    expect(disabled.body.data).toMatchObject({ id: on1.id, disabled: true, twoFactorEnabled: true });
    await admin.client.post(`/api/admin/users/${on1.id}/enable`);

    const refused = await admin.client.get('/api/admin/users?twoFactor=maybe');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('twoFactor must be one of on, off');
  });

  it('finds an email address, keeps active or disabled accounts, sorts oldest first and keeps a creation-day range', async () => {
    const stem = `Span${Date.now().toString(36)}`;
    const [early, middle, late] = [
      await app.createUser({ username: `${stem}_a` }),
      await app.createUser({ username: `${stem}_b` }),
      await app.createUser({ username: `${stem}_c` }),
    ];
    await app.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [early.id, '2026-03-01T10:00:00Z']);
    await app.query(`UPDATE users SET created_at = $2 WHERE id = $1`, [middle.id, '2026-03-02T10:00:00Z']);
    await app.query(`UPDATE users SET created_at = $2, email = $3 WHERE id = $1`, [
      late.id,
      '2026-03-03T10:00:00Z',
      `${stem.toLowerCase()}@example.com`,
    ]);
    expect((await admin.client.post(`/api/admin/users/${middle.id}/disable`)).status).toBe(200);
    const ids = async (query: string) => {
      const response = await admin.client.get(`/api/admin/users?q=${stem}&${query}`);
      expect(response.status, query).toBe(200);
      return {
        ids: response.body.data.map((user: { id: number }) => user.id),
        total: response.headers.get('x-total-count'),
      };
    };
    expect(await ids('')).toEqual({ ids: [late.id, middle.id, early.id], total: '3' });
    expect(await ids('sort=oldest')).toEqual({ ids: [early.id, middle.id, late.id], total: '3' });
    expect(await ids('status=disabled')).toEqual({ ids: [middle.id], total: '1' });
    expect(await ids('status=active&sort=oldest')).toEqual({ ids: [early.id, late.id], total: '2' });
    expect(await ids('from=2026-03-02&to=2026-03-02')).toEqual({ ids: [middle.id], total: '1' });
    const byEmail = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(`${stem.toLowerCase()}@example`)}`);
    expect(byEmail.body.data.map((user: { id: number }) => user.id)).toEqual([late.id]);
    expect((await admin.client.get('/api/admin/users?status=gone')).status).toBe(400);
    expect((await admin.client.get('/api/admin/users?from=2026-03-03&to=2026-03-01')).status).toBe(400);
  });

  it("carries each account's partner profile, whose id revokes an approved partner", async () => {
    const partner = await app.approvedPartner();
    const applicant = await app.partner();
    const row = async (username: string) => {
      const response = await admin.client.get(`/api/admin/users?q=${encodeURIComponent(username)}&limit=100`);
      expect(response.status).toBe(200);
      return (response.body.data as { username: string }[]).find((account) => account.username === username);
    };
    expect(await row(partner.user.username)).toMatchObject({
      role: 'partner',
      partnerProfile: { id: partner.profileId, status: 'approved' },
    });
    expect(await row(applicant.user.username)).toMatchObject({
      partnerProfile: { id: applicant.profileId, status: 'pending' },
    });
    expect(await row(admin.user.username)).toMatchObject({ partnerProfile: null });

    const revoked = await admin.client.post(`/api/admin/partners/${partner.profileId}/revoke`, {
      reason: 'Broke the program rules',
    });
    expect(revoked.status).toBe(200);
    expect(await row(partner.user.username)).toMatchObject({
      role: 'user',
      partnerProfile: { id: partner.profileId, status: 'revoked' },
    });
  });

  it('matches LIKE wildcards literally', async () => {
    const response = await admin.client.get('/api/admin/users?q=%25');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });

  it('refuses a bad role, limit or cursor with 400', async () => {
    expect((await admin.client.get('/api/admin/users?role=owner')).status).toBe(400);
    expect((await admin.client.get('/api/admin/users?limit=0')).status).toBe(400);
    expect((await admin.client.get('/api/admin/users?cursor=bm90LWFuLWlk')).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await app.client().get('/api/admin/users')).status).toBe(401);
    const { client } = await app.signedIn('partner');
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });
});

describe('disable and enable', () => {
  it('refuses login with 403 after a correct password, ends open sessions here at once and on every other instance as soon as it hears of it, and enables again', async () => {
    const { user, client } = await app.signedIn('user');
    const elsewhere = new ApiClient(second.baseUrl);
    await elsewhere.login(user.username, user.password);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    const disabled = await admin.client.post(`/api/admin/users/${user.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ id: user.id, disabled: true });

    expect((await client.get('/api/auth/user')).status).toBe(401);
    await eventuallyPasses(async () => expect((await elsewhere.get('/api/auth/user')).status).toBe(401));
    const sessions = await app.query(`SELECT sid FROM user_sessions WHERE sess -> 'passport' ->> 'user' = $1`, [
      String(user.id),
    ]);
    expect(sessions).toEqual([]);

    const wrongPassword = await app
      .client()
      .post('/api/auth/login', { username: user.username, password: 'wrong-password' });
    expect(wrongPassword.status).toBe(401);
    const rightPassword = await app
      .client()
      .post('/api/auth/login', { username: user.username, password: user.password });
    expect(rightPassword.status).toBe(403);
    expect(rightPassword.body).toMatchObject({ success: false, message: 'This account is disabled', user: null });

    const enabled = await admin.client.post(`/api/admin/users/${user.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ id: user.id, disabled: false, disabledAt: null });
    await app.client().login(user.username, user.password);

    expect(await auditActions(user.id)).toEqual(['user.disable', 'user.enable']);
  });

  it('treats a disabled account as signed out on every instance even while its session rows exist', async () => {
    const { user, client } = await app.signedIn('user');
    const elsewhere = new ApiClient(second.baseUrl);
    await elsewhere.login(user.username, user.password);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(200);

    await app.query(`UPDATE users SET disabled_at = now() WHERE id = $1`, [user.id]);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const [{ count }] = await app.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM user_sessions WHERE sess -> 'passport' ->> 'user' = $1`,
      [String(user.id)],
    );
    expect(count).toBeGreaterThanOrEqual(1);
    await eventually(async () => ((await elsewhere.get('/api/auth/user')).status === 401 ? true : undefined));
  });

  it('does not let an admin disable their own account', async () => {
    const response = await admin.client.post(`/api/admin/users/${admin.user.id}/disable`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You cannot disable your own account');
    expect((await admin.client.get('/api/auth/user')).status).toBe(200);
    expect(await auditActions(admin.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await admin.client.post('/api/admin/users/999999/disable')).status).toBe(404);
    expect((await admin.client.post('/api/admin/users/999999/enable')).status).toBe(404);
    expect((await admin.client.post('/api/admin/users/999999/password-reset-link')).status).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/password-reset-link', () => {
  it('answers a single-use link once and stores only the hash of its token, valid for 30 minutes', async () => {
    const user = await app.createUser();
    const response = await admin.client.post(`/api/admin/users/${user.id}/password-reset-link`);
    expect(response.status).toBe(200);
    const link = new URL(response.body.data.link);
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(40);

    const rows = await app.query<{ token_hash: string; purpose: string; used_at: Date | null; minutes: number }>(
      `SELECT token_hash, purpose, used_at, extract(epoch FROM expires_at - created_at) / 60 AS minutes
       FROM account_tokens WHERE user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'password-reset', used_at: null });
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Math.round(Number(rows[0].minutes))).toBe(30);
    expect(JSON.stringify(await app.query('SELECT * FROM account_tokens WHERE user_id = $1', [user.id]))).not.toContain(
      token,
    );

    expect(await auditActions(user.id)).toEqual(['user.password-reset-link']);

    const confirm = await app
      .client()
      .post('/api/auth/password-reset/confirm', { token, newPassword: 'brand-new-pass' });
    if (confirm.status !== 404) {
      expect(confirm.status).toBe(200);
      await app.client().login(user.username, 'brand-new-pass');
      const again = await app.client().post('/api/auth/password-reset/confirm', { token, newPassword: 'another-pass' });
      expect(again.status).toBe(400);
    }
  });
});

describe('route ids', () => {
  it('refuses an id with a leading space instead of reading it as a number', async () => {
    const user = await app.createUser();
    expect((await admin.client.post(`/api/admin/users/%20${user.id}/disable`)).status).toBe(400);
  });
});
