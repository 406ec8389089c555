import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from './support/api-client';
import { eventuallyPasses } from './support/eventually-passes';
import { startTestApp, type TestApp, type TestUser } from './support/test-app';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let app: TestApp;
let second: TestApp;
/** Another instance on the same database whose login limit per username is 3 attempts. */
let limited: TestApp;

// Instances of one process share passport's registrations, so all of them live for the whole file.
beforeAll(async () => {
  app = await startTestApp();
  limited = await startTestApp({
    databaseUrl: app.databaseUrl,
    env: {
      RATE_LIMIT_SCALE: '1',
      RATE_LIMIT_LOGIN_PER_USERNAME: '3',
      RATE_LIMIT_LOGIN: '100',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '100',
    },
  });
  second = await startTestApp({ databaseUrl: app.databaseUrl });
});

afterAll(async () => {
  await second?.close();
  await limited?.close();
  await app?.close();
});

/** A client signed in as the user with the given browser, on the given instance. */
async function signIn(user: TestUser, userAgent: string, on: TestApp = app): Promise<ApiClient> {
  const client = on.client();
  const response = await client.post(
    '/api/auth/login',
    { username: user.username, password: user.password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.status).toBe(200);
  return client;
}

async function sessionsOf(client: ApiClient) {
  const response = await client.get('/api/account/sessions');
  expect(response.status).toBe(200);
  return response.body.data as {
    id: string;
    browser: string;
    os: string;
    ipAddress: string;
    current: boolean;
    signedInAt: string;
    lastSeenAt: string;
  }[];
}

describe('POST /api/account/password', () => {
  it('changes the password, keeps this session and signs the other one out', async () => {
    const user = await app.createUser();
    const here = await signIn(user, FIREFOX_ON_LINUX);
    const elsewhere = await signIn(user, SAFARI_ON_IPHONE);

    const response = await here.post('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'brand new secret',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { revoked: 1 } });

    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
    expect(
      (await app.client().post('/api/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
    await app.client().login(user.username, 'brand new secret');
  });

  it('refuses a wrong current password with 400 and counts it as a login attempt', async () => {
    const user = await limited.createUser();
    const client = limited.client();
    await client.login(user.username, user.password);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const wrong = await client.post('/api/account/password', {
        currentPassword: 'not it at all',
        newPassword: 'whatever new',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ success: false, message: 'Current password is incorrect' });
    }
    // One login and two guesses used the three attempts this username has: the next login is refused.
    const login = await limited.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(login.status).toBe(429);
  });

  it('validates the new password like signup does', async () => {
    const { user, client } = await app.signedIn();
    for (const newPassword of ['short', 'x'.repeat(129)]) {
      const response = await client.post('/api/account/password', { currentPassword: user.password, newPassword });
      expect(response.status).toBe(400);
    }
    expect((await client.post('/api/account/password', { newPassword: 'long enough' })).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const response = await app
      .client()
      .post('/api/account/password', { currentPassword: 'a', newPassword: 'abcdefgh' });
    expect(response.status).toBe(401);
  });
});

describe('account sessions', () => {
  it('lists both sessions with browser, OS, address, times and the current one first', async () => {
    const user = await app.createUser();
    const elsewhere = await signIn(user, SAFARI_ON_IPHONE);
    const here = await signIn(user, FIREFOX_ON_LINUX);
    const sessions = await sessionsOf(here);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      os: 'Linux',
      ipAddress: expect.stringContaining('127.0.0.1'),
    });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Mobile Safari 17', os: 'iOS 17.5' });
    for (const session of sessions) {
      expect(new Date(session.signedInAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(session.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    // The public id is not the session id.
    const sid = decodeURIComponent(elsewhere.cookie!.split('=')[1]).slice(2).split('.')[0];
    expect(sessions.map((session) => session.id)).not.toContain(sid);
    expect(JSON.stringify(sessions)).not.toContain(sid);
  });

  it('signs one session out at once, and on another instance as soon as it hears of it', async () => {
    const user = await app.createUser();
    const here = await signIn(user, FIREFOX_ON_LINUX);
    const onSecond = await signIn(user, SAFARI_ON_IPHONE, second);
    expect((await onSecond.get('/api/auth/user')).status).toBe(200);
    const other = (await sessionsOf(here)).find((session) => !session.current)!;

    const response = await here.delete(`/api/account/sessions/${other.id}`);
    expect(response.status).toBe(200);
    await eventuallyPasses(async () => expect((await onSecond.get('/api/auth/user')).status).toBe(401));
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await here.delete(`/api/account/sessions/${other.id}`)).status).toBe(404);
    expect(await sessionsOf(here)).toHaveLength(1);
  });

  it("answers 404 for someone else's session and leaves it signed in", async () => {
    const { client: mine } = await app.signedIn();
    const { client: theirs } = await app.signedIn();
    const [their] = await sessionsOf(theirs);
    const response = await mine.delete(`/api/account/sessions/${their.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: 'Session not found' });
    expect((await theirs.get('/api/auth/user')).status).toBe(200);
    expect((await mine.delete('/api/account/sessions/not-a-session')).status).toBe(404);
  });

  it('signs out everywhere else', async () => {
    const user = await app.createUser();
    const others = [await signIn(user, SAFARI_ON_IPHONE), await signIn(user, SAFARI_ON_IPHONE, second)];
    const here = await signIn(user, FIREFOX_ON_LINUX);
    const { client: stranger } = await app.signedIn();

    const response = await here.post('/api/account/sessions/revoke-others');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { revoked: 2 } });
    for (const client of others) expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await stranger.get('/api/auth/user')).status).toBe(200);
    expect((await sessionsOf(here)).map((session) => session.current)).toEqual([true]);
  });

  it('keeps the owner column right through connect-pg-simple writes, and leaves it empty for a row that names no plain id', async () => {
    const { user, client } = await app.signedIn();
    const sid = decodeURIComponent(client.cookie!.split('=')[1]).slice(2).split('.')[0];
    const [row] = await app.query<{ user_id: number }>('SELECT user_id FROM user_sessions WHERE sid = $1', [sid]);
    expect(row.user_id).toBe(user.id);
    await app.query(
      `INSERT INTO user_sessions (sid, sess, expire) VALUES ('odd', '{"passport":{"user":"x1"}}', now() + interval '1 hour')`,
    );
    const [odd] = await app.query<{ user_id: number | null }>(`SELECT user_id FROM user_sessions WHERE sid = 'odd'`);
    expect(odd.user_id).toBeNull();
  });

  it('refuses an API token: managing sign-ins needs a session', async () => {
    const { user, client } = await app.signedIn();
    const created = await client.post('/api/account/tokens', { name: 'Script', scope: 'read-write' });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.data.token}` };
    const anonymous = app.client();
    expect((await anonymous.get('/api/account/sessions', { headers: bearer })).status).toBe(403);
    expect((await anonymous.post('/api/account/sessions/revoke-others', undefined, { headers: bearer })).status).toBe(
      403,
    );
    const change = await anonymous.post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'by a script' },
      { headers: bearer },
    );
    expect(change.status).toBe(403);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await app.client().get('/api/account/sessions')).status).toBe(401);
    expect((await app.client().post('/api/account/sessions/revoke-others')).status).toBe(401);
    expect((await app.client().delete('/api/account/sessions/abc')).status).toBe(401);
  });
});
