import { createHash } from 'node:crypto';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from './support/api-client';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

/**
 * The code of the current 30-second step, or of the next one (`steps: 1`). Each code works once
 * per account, and the server accepts the next step's code, so a test can use two codes in a row
 * without waiting even when a step boundary passes in between.
 */
function totp(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function enrol(client: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/account/two-factor/setup');
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data;
  const enabled = await client.post('/api/account/two-factor/enable', { code: totp(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

async function enrolledUser(
  target: TestApp = app,
): Promise<{ user: TestUser; secret: string; recoveryCodes: string[] }> {
  const { user, client } = await target.signedIn();
  return { user, ...(await enrol(client)) };
}

async function passwordStep(user: TestUser, target: TestApp = app): Promise<ApiClient> {
  const client = target.client();
  const response = await client.post('/api/auth/login', { username: user.username, password: user.password });
  expect(response.status).toBe(200);
  expect(response.body.twoFactorRequired).toBe(true);
  return client;
}

function sessionId(client: ApiClient): string {
  const signed = decodeURIComponent(client.cookie!.split('=')[1]);
  return signed.slice(2, signed.lastIndexOf('.'));
}

describe('enrolment', () => {
  it('is off for a new account, and signed-out callers get 401', async () => {
    const { client } = await app.signedIn();
    const status = await client.get('/api/account/two-factor');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ success: true, data: { enabled: false, recoveryCodesLeft: 0, required: false } });
    expect((await app.client().get('/api/account/two-factor')).status).toBe(401);
    expect((await app.client().post('/api/account/two-factor/setup')).status).toBe(401);
  });

  it('sets up a secret, refuses a wrong code with 400 and turns on with a right one, answering ten recovery codes', async () => {
    const { user, client } = await app.signedIn();
    const setup = await client.post('/api/account/two-factor/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauthUri).toContain(`otpauth://totp/`);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(user.username));
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const [stored] = await app.query<{ pending_secret: string; secret: string | null; enabled_at: Date | null }>(
      'SELECT pending_secret, secret, enabled_at FROM user_two_factor WHERE user_id = $1',
      [user.id],
    );
    expect(stored.pending_secret).toMatch(/^v1\./);
    expect(stored.pending_secret).not.toContain(secret);
    expect(stored.enabled_at).toBeNull();

    const wrongCode = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.post('/api/account/two-factor/enable', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid two-factor code' });
    expect((await client.post('/api/account/two-factor/enable', { code: 'not a code' })).status).toBe(400);
    expect((await client.get('/api/account/two-factor')).body.data.enabled).toBe(false);

    const enabled = await client.post('/api/account/two-factor/enable', { code: totp(secret) });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const hashes = await app.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(hashes.map((row) => row.code_hash).sort()).toEqual(
      codes.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex')).sort(),
    );
    const [active] = await app.query<{ secret: string; pending_secret: string | null }>(
      'SELECT secret, pending_secret FROM user_two_factor WHERE user_id = $1',
      [user.id],
    );
    expect(active.secret).toMatch(/^v1\./);
    expect(active.pending_secret).toBeNull();

    expect((await client.get('/api/account/two-factor')).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const again = await client.post('/api/account/two-factor/setup');
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it('refuses to enable without a set-up first', async () => {
    const { client } = await app.signedIn();
    const response = await client.post('/api/account/two-factor/enable', { code: '123456' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/set-up/i);
  });

  it('cannot be managed with an API token', async () => {
    const { client } = await app.signedIn();
    const created = await client.post('/api/account/tokens', { name: 'Script', scope: 'read-write' });
    expect(created.status).toBe(201);
    const bearer = { headers: { authorization: `Bearer ${created.body.data.token}` } };
    const status = await app.client().get('/api/account/two-factor', bearer);
    expect(status.status).toBe(403);
    expect(status.body.message).toBe('This action needs a signed-in session');
    expect((await app.client().post('/api/account/two-factor/setup', undefined, bearer)).status).toBe(403);
  });

  it('validates the bodies', async () => {
    const { client } = await app.signedIn();
    expect((await client.post('/api/account/two-factor/enable', {})).status).toBe(400);
    expect((await client.post('/api/account/two-factor/enable', { code: 123456 })).status).toBe(400);
    expect((await client.post('/api/account/two-factor/disable', { code: '123456' })).status).toBe(400);
    expect((await client.post('/api/account/two-factor/enable', { code: '1', extra: true })).status).toBe(400);
  });
});

describe('signing in with two-factor authentication', () => {
  it('keeps the login answer of accounts without two-factor authentication exactly as it was', async () => {
    const user = await app.createUser();
    const response = await app.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Logged in',
      user: { id: user.id, username: user.username, role: 'user' },
    });
  });

  it('asks for the code after the password and signs in only with it', async () => {
    const { user, secret } = await enrolledUser();
    const client = app.client();
    const password = await client.post('/api/auth/login', { username: user.username, password: user.password });
    expect(password.status).toBe(200);
    expect(password.body).toEqual({
      success: true,
      message: 'Enter your two-factor code',
      twoFactorRequired: true,
      user: null,
    });
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/account/two-factor')).status).toBe(401);

    const wrong = await client.post('/api/auth/login/two-factor', {
      code: '000000' === totp(secret, 1) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid two-factor code', user: null });
    expect((await client.get('/api/auth/user')).status).toBe(401);

    const pendingSid = sessionId(client);
    const right = await client.post('/api/auth/login/two-factor', { code: totp(secret, 1) });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({
      success: true,
      message: 'Logged in',
      user: { id: user.id, username: user.username, role: 'user' },
    });
    expect(sessionId(client)).not.toBe(pendingSid);
    const session = await client.get('/api/auth/user');
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(user.id);
  });

  it('does not accept a code twice, nor the code that turned two-factor on', async () => {
    const { user, client } = await app.signedIn();
    const setup = await client.post('/api/account/two-factor/setup');
    const { secret } = setup.body.data;
    const code = totp(secret);
    expect((await client.post('/api/account/two-factor/enable', { code })).status).toBe(200);
    const next = await passwordStep(user);
    expect((await next.post('/api/auth/login/two-factor', { code })).status).toBe(401);
  });

  it('answers 401 when no password step is waiting', async () => {
    const response = await app.client().post('/api/auth/login/two-factor', { code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.message).toMatch(/enter your password again/);
    const { client } = await app.signedIn();
    expect((await client.post('/api/auth/login/two-factor', { code: '123456' })).status).toBe(401);
  });

  it('accepts a recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const first = await passwordStep(user);
    const recovered = await first.post('/api/auth/login/two-factor', { code: recoveryCodes[3].toUpperCase() });
    expect(recovered.status).toBe(200);
    expect((await first.get('/api/auth/user')).status).toBe(200);
    expect((await first.get('/api/account/two-factor')).body.data.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(user);
    expect((await second.post('/api/auth/login/two-factor', { code: recoveryCodes[3] })).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
  });

  it('expires the code step after five minutes', async () => {
    const { user, secret } = await enrolledUser();
    const client = await passwordStep(user);
    await app.query(
      `UPDATE user_sessions SET sess = jsonb_set(sess::jsonb, '{pendingTwoFactorLogin,expiresAt}', to_jsonb($2::bigint))::json
       WHERE sid = $1`,
      [sessionId(client), Date.now() - 1],
    );
    const late = await client.post('/api/auth/login/two-factor', { code: totp(secret, 1) });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('Your sign-in has expired. Please enter your password again');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('gives up the code step after five wrong codes', async () => {
    const { user, secret } = await enrolledUser();
    const client = await passwordStep(user);
    const right = totp(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client.post('/api/auth/login/two-factor', { code: wrong })).status).toBe(401);
    }
    const afterwards = await client.post('/api/auth/login/two-factor', { code: right });
    expect(afterwards.status).toBe(401);
    expect(afterwards.body.message).toMatch(/enter your password again/);
  });
});

describe('turning two-factor authentication off and new recovery codes', () => {
  it('needs the password and a code', async () => {
    const { user, client } = await app.signedIn();
    const { secret, recoveryCodes } = await enrol(client);

    const wrongPassword = await client.post('/api/account/two-factor/disable', {
      password: 'not-the-password',
      code: recoveryCodes[0],
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Password is incorrect');
    const wrongCode = await client.post('/api/account/two-factor/disable', {
      password: user.password,
      code: 'aaaaa-aaaaa',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe('Invalid two-factor code');

    const disabled = await client.post('/api/account/two-factor/disable', {
      password: user.password,
      code: totp(secret, 1),
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    expect(await app.query('SELECT 1 FROM user_two_factor WHERE user_id = $1', [user.id])).toHaveLength(0);
    expect(await app.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1', [user.id])).toHaveLength(0);

    const login = await app.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(login.body).toEqual({ success: true, message: 'Logged in', user: expect.objectContaining({ id: user.id }) });
    expect(
      (await client.post('/api/account/two-factor/disable', { password: user.password, code: '123456' })).status,
    ).toBe(400);
  });

  it('replaces the recovery codes, after which the old ones stop working', async () => {
    const { user, client } = await app.signedIn();
    const { recoveryCodes } = await enrol(client);
    const replaced = await client.post('/api/account/two-factor/recovery-codes', {
      password: user.password,
      code: recoveryCodes[0],
    });
    expect(replaced.status).toBe(200);
    const fresh: string[] = replaced.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);

    const old = await passwordStep(user);
    expect((await old.post('/api/auth/login/two-factor', { code: recoveryCodes[1] })).status).toBe(401);
    expect((await old.post('/api/auth/login/two-factor', { code: fresh[0] })).status).toBe(200);
  });
});

describe('rate limits and the admin requirement', () => {
  let strict: TestApp;

  beforeAll(async () => {
    // A second instance on the same database (passport's strategies are process-wide, so one database per process).
    strict = await startTestApp({
      databaseUrl: app.databaseUrl,
      env: {
        ADMIN_REQUIRE_2FA: 'true',
        RATE_LIMIT_SCALE: '1',
        RATE_LIMIT_LOGIN: '3',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
        RATE_LIMIT_TWO_FACTOR: '3',
      },
    });
  });

  afterAll(async () => {
    await strict.close();
  });

  it('counts code attempts toward the login limit of the address and username', async () => {
    const { user, secret } = await enrolledUser(strict);
    const client = await passwordStep(user, strict);
    const wrong = totp(secret, 1) === '000000' ? '111111' : '000000';
    // Three counted so far: the sign-in of enrolment, the password step and this wrong code.
    expect((await client.post('/api/auth/login/two-factor', { code: wrong })).status).toBe(401);
    const limited = await client.post('/api/auth/login/two-factor', { code: totp(secret, 1) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('limits code attempts on the account routes', async () => {
    const { client } = await strict.signedIn();
    await client.post('/api/account/two-factor/setup');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.post('/api/account/two-factor/enable', { code: '000000' })).status).toBe(400);
    }
    expect((await client.post('/api/account/two-factor/enable', { code: '000000' })).status).toBe(429);
  });

  it('refuses admin routes to an admin without two-factor authentication until they turn it on', async () => {
    const { client } = await strict.signedIn('admin');
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const refused = await client.get('/api/admin/audit');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: 'Two-factor authentication is required for admins' });
    expect((await client.get('/api/account/two-factor')).body.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });

    await enrol(client);
    expect((await client.get('/api/admin/audit')).status).toBe(200);
    expect((await client.get('/api/account/two-factor')).body.data.required).toBe(true);
  });

  it('does not affect users, nor admins where the setting is off', async () => {
    const { client: user } = await strict.signedIn();
    expect((await user.get('/api/admin/audit')).status).toBe(403);
    expect((await user.get('/api/admin/audit')).body.message).not.toMatch(/two-factor/i);
    const { client: admin } = await app.signedIn('admin');
    expect((await admin.get('/api/admin/audit')).status).toBe(200);
  });
});
