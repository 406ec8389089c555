import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

async function countUsers(username: string): Promise<number> {
  const rows = await app.query<{ count: string }>('SELECT count(*) FROM users WHERE lower(username) = lower($1)', [
    username,
  ]);
  return Number(rows[0].count);
}

async function countSessions(): Promise<number> {
  const rows = await app.query<{ count: string }>('SELECT count(*) FROM user_sessions');
  return Number(rows[0].count);
}

describe('GET /api/auth/user', () => {
  it('answers 401 with user null when signed out', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, message: 'Not signed in', user: null });
  });

  it('answers a signed-out probe (X-Session-Probe) with 200, success false and user null', async () => {
    const sessionsBefore = await countSessions();
    const response = await app.client().get('/api/auth/user', { headers: { 'X-Session-Probe': '1' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: false, message: 'Not signed in', user: null });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await countSessions()).toBe(sessionsBefore);
  });

  it('answers a signed-in probe as any signed-in read', async () => {
    const client = app.client();
    await client.post('/api/auth/signup', { username: 'probe_user', password: 'secret1' });
    const response = await client.get('/api/auth/user', { headers: { 'X-Session-Probe': '1' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Signed in',
      user: { id: expect.any(Number), username: 'probe_user', role: 'user' },
    });
  });
});

describe('POST /api/auth/signup', () => {
  it('creates a user with role user, stores an argon2id hash and signs the account in', async () => {
    const client = app.client();
    const response = await client.post('/api/auth/signup', { username: 'new_user', password: 'secret1' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      success: true,
      message: 'Account created',
      user: { id: expect.any(Number), username: 'new_user', role: 'user' },
    });
    const [stored] = await app.query<{ password_hash: string; role: string }>(
      'SELECT password_hash, role FROM users WHERE username = $1',
      ['new_user'],
    );
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain('secret1');
    expect(stored.role).toBe('user');

    const session = await client.get('/api/auth/user');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual({ id: response.body.user.id, username: 'new_user', role: 'user' });
  });

  it('refuses a duplicate username, case-insensitively, with 409', async () => {
    await app.createUser({ username: 'taken_name' });
    const response = await app.client().post('/api/auth/signup', { username: 'TAKEN_name', password: 'secret1' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, message: 'Username is already taken' });
    expect(await countUsers('taken_name')).toBe(1);
  });

  it.each([
    ['Username must be at least 3 characters', { username: 'ab', password: 'secret1' }],
    ['Username must be at most 50 characters', { username: 'a'.repeat(51), password: 'secret1' }],
    ['Username may contain only letters', { username: 'bad name!', password: 'secret1' }],
    ['Password must be at least 6 characters', { username: 'valid_name', password: '12345' }],
    ['Password must be at most 128 characters', { username: 'valid_name', password: 'x'.repeat(129) }],
    ['Username must be a string', { password: 'secret1' }],
    ['Password must be a string', { username: 'valid_name' }],
    ['Username must be a string', { username: 12345, password: 'secret1' }],
    ['Username must be a string', { username: ['valid_name'], password: 'secret1' }],
    ['Password must be a string', { username: 'valid_name', password: { $gt: '' } }],
    ['property role should not exist', { username: 'valid_name', password: 'secret1', role: 'admin' }],
  ])('rejects input where %s, with 400 and nothing stored', async (message, payload) => {
    const response = await app.client().post('/api/auth/signup', payload);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(message);
    expect(response.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: expect.any(String) })]),
    );
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await countUsers('valid_name')).toBe(0);
  });

  it('accepts the boundary lengths (3 and 50 characters, 6 and 128)', async () => {
    const short = await app.client().post('/api/auth/signup', { username: 'abc', password: '123456' });
    expect(short.status).toBe(201);
    const long = await app.client().post('/api/auth/signup', { username: 'b'.repeat(50), password: 'y'.repeat(128) });
    expect(long.status).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers the user with its role', async () => {
    const admin = await app.createUser({ role: 'admin' });
    const response = await app.client().post('/api/auth/login', { username: admin.username, password: admin.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Logged in',
      user: { id: admin.id, username: admin.username, role: 'admin' },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('is case-insensitive on the username', async () => {
    const user = await app.createUser({ username: 'MixedCase' });
    const response = await app.client().post('/api/auth/login', { username: 'mixedcase', password: user.password });
    expect(response.status).toBe(200);
    expect(response.body.user.username).toBe('MixedCase');
  });

  it('answers the same 401 for a wrong password and for an unknown user', async () => {
    const user = await app.createUser();
    const wrongPassword = await app
      .client()
      .post('/api/auth/login', { username: user.username, password: 'nope-nope' });
    const unknownUser = await app.client().post('/api/auth/login', { username: 'ghost_user', password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid username or password', user: null });
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['Username is required', {}],
    ['Password is required', { username: 'someone' }],
    ['Username is required', { username: '', password: 'secret1' }],
    ['Username must be a string', { username: 42, password: 'secret1' }],
    ['property remember should not exist', { username: 'someone', password: 'secret1', remember: true }],
  ])('rejects input where %s, with 400', async (message, payload) => {
    const response = await app.client().post('/api/auth/login', payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
  });

  it('gives a new session id at login, so a planted or earlier id is worthless', async () => {
    const user = await app.createUser();
    const client = app.client();
    client.cookie = 'sid=s%3Aplanted-session-id.invalidsignature';
    await client.login(user.username, user.password);
    const first = client.cookie;
    expect(first).toBeDefined();
    expect(first).not.toContain('planted-session-id');

    await client.login(user.username, user.password);
    expect(client.cookie).not.toBe(first);

    const stale = new ApiClient(app.baseUrl);
    stale.cookie = first;
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('destroys the session on the server, so the old cookie no longer works', async () => {
    const user = await app.createUser();
    const client = app.client();
    await client.login(user.username, user.password);
    const cookie = client.cookie;
    const sessionsBefore = await countSessions();

    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Logged out', user: null });
    expect(await countSessions()).toBe(sessionsBefore - 1);

    const replay = new ApiClient(app.baseUrl);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('succeeds when already signed out', async () => {
    const response = await app.client().post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });
});

describe('sessions', () => {
  it('stores no session row for anonymous requests or failed logins', async () => {
    const before = await countSessions();
    const client = app.client();
    await client.get('/api/auth/user');
    await client.get('/api/health');
    await client.post('/api/auth/login', { username: 'ghost_user', password: 'wrong-password' });
    await client.post('/api/auth/signup', { username: 'x', password: 'short' });
    expect(client.cookie).toBeUndefined();
    expect(await countSessions()).toBe(before);
  });

  it('answers 401, not 500, for a forged session cookie', async () => {
    const client = app.client();
    client.cookie = 'sid=s%3Aforged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const response = await client.get('/api/auth/user');
    expect(response.status).toBe(401);
  });
});
