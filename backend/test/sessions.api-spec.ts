import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_AGE_HOURS: '2' } });
});

afterAll(async () => {
  await app.close();
});

function sessionId(client: ApiClient): string {
  const signed = decodeURIComponent(client.cookie!.split('=')[1]);
  return signed.slice(2, signed.lastIndexOf('.'));
}

async function rowVersion(sid: string): Promise<string | undefined> {
  const rows = await app.query<{ xmin: string }>('SELECT xmin::text FROM user_sessions WHERE sid = $1', [sid]);
  return rows[0]?.xmin;
}

async function age(sid: string, field: 'lastSeenAt' | 'signedInAt', millisecondsAgo: number) {
  await app.query(
    `UPDATE user_sessions SET sess = jsonb_set(sess::jsonb, $2, to_jsonb($3::bigint))::json WHERE sid = $1`,
    [sid, `{${field}}`, Date.now() - millisecondsAgo],
  );
}

describe('session lifetime', () => {
  it('does not write the session row on signed-in reads', async () => {
    const { client } = await app.signedIn();
    await client.get('/api/auth/user');
    const sid = sessionId(client);
    const before = await rowVersion(sid);
    for (let index = 0; index < 5; index += 1) expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await rowVersion(sid)).toBe(before);
  });

  it('knows the current session on repeated reads served from the cached session', async () => {
    const { client } = await app.signedIn();
    for (let index = 0; index < 3; index += 1) {
      const response = await client.get('/api/account/sessions');
      expect(response.status).toBe(200);
      expect((response.body.data as { current: boolean }[]).filter((session) => session.current)).toHaveLength(1);
    }
  });

  it('ends a session that was idle longer than the idle lifetime', async () => {
    const { client } = await app.signedIn();
    const sid = sessionId(client);
    await age(sid, 'lastSeenAt', 31 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await rowVersion(sid)).toBeUndefined();
  });

  it('records activity, so a session in use stays alive', async () => {
    const { client } = await app.signedIn();
    const sid = sessionId(client);
    await age(sid, 'lastSeenAt', 20 * 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const [{ lastSeenAt }] = await app.query<{ lastSeenAt: string }>(
      `SELECT sess->>'lastSeenAt' AS "lastSeenAt" FROM user_sessions WHERE sid = $1`,
      [sid],
    );
    expect(Date.now() - Number(lastSeenAt)).toBeLessThan(60_000);
  });

  it('ends a session older than the absolute lifetime, however active', async () => {
    const { client } = await app.signedIn();
    const sid = sessionId(client);
    await age(sid, 'signedInAt', 2 * 3_600_000 + 1_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('sets the cookie lifetime to the absolute lifetime', async () => {
    const user = await app.createUser();
    const response = await app.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(response.headers.get('set-cookie')).toMatch(/Expires=/);
    const expires = new Date(/Expires=([^;]+)/.exec(response.headers.get('set-cookie')!)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + 2 * 3_600_000))).toBeLessThan(60_000);
  });
});

describe('behind a TLS-terminating proxy', () => {
  let proxied: TestApp;

  beforeAll(async () => {
    proxied = await startTestApp({ env: { TRUST_PROXY: 'true' }, databaseUrl: app.databaseUrl });
  });

  afterAll(async () => {
    await proxied.close();
  });

  it('marks the session cookie Secure when the proxy says the request was HTTPS', async () => {
    const user = await app.createUser();
    const https = await proxied
      .client()
      .post(
        '/api/auth/login',
        { username: user.username, password: user.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    const http = await proxied.client().post('/api/auth/login', { username: user.username, password: user.password });
    expect(http.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });

  it('does not trust forwarded headers unless told to', async () => {
    const user = await app.createUser();
    const response = await app
      .client()
      .post(
        '/api/auth/login',
        { username: user.username, password: user.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
    expect(response.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });
});
