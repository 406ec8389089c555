import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.close();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function createToken(
  client: ApiClient,
  body: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const response = await client.post('/api/account/tokens', { name: 'Script', scope: 'read-write', ...body });
  if (response.status !== 201) throw new Error(`token creation failed: ${response.status} ${response.text}`);
  return response.body.data;
}

/** A request with the token only: no cookie, no Origin. */
function withToken(token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.client().request(method, path, { body, headers: { authorization: `Bearer ${token}`, ...headers } });
}

const submission = {
  projectName: 'Token Swap',
  category: 'DeFi',
  description: 'Submitted by a script.',
  website: 'https://token-swap.example',
  logo: 'https://token-swap.example/logo.png',
};

describe('managing tokens with a session', () => {
  it('shows a new token once, stores only its hash, and lists it without the secret', async () => {
    const { user, client } = await app.signedIn();
    const created = await client.post('/api/account/tokens', {
      name: '  Reporting  ',
      scope: 'read',
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const data = created.body.data;
    expect(data).toMatchObject({ name: 'Reporting', scope: 'read', lastUsedAt: null, expired: false });
    expect(data.token).toMatch(/^cbt_[A-Za-z0-9_-]{43}$/);
    expect(data.token.startsWith(data.prefix)).toBe(true);
    const days = (new Date(data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const [row] = await app.query<{ token_hash: string; user_id: number }>(
      'SELECT token_hash, user_id FROM api_tokens WHERE id = $1',
      [data.id],
    );
    expect(row).toEqual({ token_hash: sha256(data.token), user_id: user.id });
    const stored = JSON.stringify(await app.query('SELECT * FROM api_tokens WHERE id = $1', [data.id]));
    expect(stored).not.toContain(data.token);

    const list = await client.get('/api/account/tokens');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: data.id,
        name: 'Reporting',
        prefix: data.prefix,
        scope: 'read',
        createdAt: data.createdAt,
        expiresAt: data.expiresAt,
        lastUsedAt: null,
        expired: false,
      },
    ]);
    expect(list.text).not.toContain(data.token);
  });

  it('creates tokens that do not expire when expiresInDays is null or left out', async () => {
    const { client } = await app.signedIn();
    for (const body of [{ expiresInDays: null }, {}]) {
      const response = await client.post('/api/account/tokens', { name: 'Forever', scope: 'read', ...body });
      expect(response.status).toBe(201);
      expect(response.body.data.expiresAt).toBeNull();
    }
  });

  it.each([
    ['Name is required', { name: '   ' }],
    ['Name must be at most 100 characters', { name: 'n'.repeat(101) }],
    ['Scope must be one of read, read-write', { scope: 'admin' }],
    ['expiresInDays must be at least 1', { expiresInDays: 0 }],
    ['expiresInDays must be at most 365', { expiresInDays: 366 }],
    ['expiresInDays must be a whole number of days', { expiresInDays: 1.5 }],
  ])('refuses bad input: %s', async (message, change) => {
    const { user, client } = await app.signedIn();
    const response = await client.post('/api/account/tokens', { name: 'Script', scope: 'read', ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await app.query('SELECT 1 FROM api_tokens WHERE user_id = $1', [user.id])).toHaveLength(0);
  });

  it('allows 20 active tokens per account; a revoked or expired one frees a place', async () => {
    const { user, client } = await app.signedIn();
    const tokens = [];
    for (let index = 0; index < 20; index += 1) tokens.push(await createToken(client, { name: `T${index}` }));
    const refused = await client.post('/api/account/tokens', { name: 'One too many', scope: 'read' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('at most 20 active API tokens');

    expect((await client.delete(`/api/account/tokens/${tokens[0].id}`)).status).toBe(200);
    await createToken(client);
    await app.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [tokens[1].id]);
    await createToken(client);
    expect((await client.post('/api/account/tokens', { name: 'Still too many', scope: 'read' })).status).toBe(409);
    const [{ count }] = await app.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM api_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(count).toBe(22);
  });

  it("revokes a token: it answers 401 at once and leaves the list; someone else's token is a 404", async () => {
    const { client } = await app.signedIn();
    const { id, token } = await createToken(client);
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(200);

    const other = await app.signedIn();
    expect((await other.client.delete(`/api/account/tokens/${id}`)).status).toBe(404);
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(200);

    const revoked = await client.delete(`/api/account/tokens/${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id, revokedAt: expect.any(String) });
    const refused = await withToken(token, 'GET', '/api/auth/user');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This API token has been revoked');
    expect((await client.get('/api/account/tokens')).body.data).toEqual([]);
    expect((await client.delete(`/api/account/tokens/${id}`)).status).toBe(404);
    expect((await client.delete('/api/account/tokens/abc')).status).toBe(400);
  });

  it('answers 401 to token management without a session', async () => {
    expect((await app.client().get('/api/account/tokens')).status).toBe(401);
    expect((await app.client().post('/api/account/tokens', { name: 'x', scope: 'read' })).status).toBe(401);
    expect((await app.client().delete('/api/account/tokens/1')).status).toBe(401);
  });
});

describe('calling the API with a token', () => {
  it('signs the owner in for the request without a cookie, and creates no session', async () => {
    const { user, client } = await app.signedIn();
    const { token } = await createToken(client, { scope: 'read' });
    const [{ count: before }] = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM user_sessions');
    const response = await withToken(token, 'GET', '/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: user.id, username: user.username, role: 'user' });
    expect(response.headers.getSetCookie()).toEqual([]);
    const [{ count: after }] = await app.query<{ count: number }>('SELECT count(*)::int AS count FROM user_sessions');
    expect(after).toBe(before);
  });

  it('lets a read-write token write without a cookie, even from another site', async () => {
    const { user, client } = await app.signedIn();
    const { token } = await createToken(client, { scope: 'read-write' });
    const response = await withToken(token, 'POST', '/api/project-submissions', submission, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(201);
    const rows = await app.query('SELECT 1 FROM project_submissions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses writes with a read-only token (403) and answers its reads', async () => {
    const { user, client } = await app.signedIn();
    const { token } = await createToken(client, { scope: 'read' });
    const write = await withToken(token, 'POST', '/api/project-submissions', submission);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('This token is read-only');
    expect(await app.query('SELECT 1 FROM project_submissions WHERE user_id = $1', [user.id])).toHaveLength(0);
    expect((await withToken(token, 'DELETE', '/api/account/email')).status).toBe(403);
    expect((await withToken(token, 'GET', '/api/project-submissions')).status).toBe(200);
  });

  it('answers 401 with a message to unknown, malformed and expired tokens', async () => {
    const { client } = await app.signedIn();
    const { id, token } = await createToken(client);
    await app.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    const cases: [string, string][] = [
      [token, 'This API token has expired'],
      [`cbt_${'x'.repeat(43)}`, 'Invalid API token'],
      ['', 'Invalid API token'],
    ];
    for (const [presented, message] of cases) {
      const response = await app
        .client()
        .get('/api/project-submissions', { headers: { authorization: `Bearer ${presented}` } });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message });
    }
  });

  it('prefers a valid bearer over the session cookie, and never ignores a bad bearer beside a good cookie', async () => {
    const owner = await app.signedIn();
    const { token } = await createToken(owner.client, { scope: 'read' });
    const cookieHolder = await app.signedIn('admin');

    const both = await cookieHolder.client.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(both.status).toBe(200);
    expect(both.body.user.id).toBe(owner.user.id);
    // The token's scope applies, not the cookie's account.
    const write = await cookieHolder.client.post('/api/project-submissions', submission, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(write.status).toBe(403);

    const bad = await cookieHolder.client.get('/api/auth/user', {
      headers: { authorization: 'Bearer cbt_not-a-token' },
    });
    expect(bad.status).toBe(401);
    expect((await cookieHolder.client.get('/api/auth/user')).body.user.id).toBe(cookieHolder.user.id);
  });

  it('cannot manage tokens, the email address or other credentials (403)', async () => {
    const { client } = await app.signedIn();
    const { id, token } = await createToken(client, { scope: 'read-write' });
    for (const [method, path, body] of [
      ['GET', '/api/account/tokens'],
      ['POST', '/api/account/tokens', { name: 'Escalated', scope: 'read-write' }],
      ['DELETE', `/api/account/tokens/${id}`],
      ['GET', '/api/account/email'],
      ['PUT', '/api/account/email', { email: 'script@example.com' }],
      ['DELETE', '/api/account/email'],
    ] as [string, string, unknown?][]) {
      const response = await withToken(token, method, path, body);
      expect({ method, path, status: response.status, message: response.body.message }).toEqual({
        method,
        path,
        status: 403,
        message: 'This action needs a signed-in session',
      });
    }
    expect((await client.get('/api/account/tokens')).body.data).toHaveLength(1);
  });

  it('refuses the token of a disabled account at once, and accepts it again once enabled', async () => {
    const { user, client } = await app.signedIn();
    const { token } = await createToken(client, { scope: 'read' });
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(200);
    await app.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
    const refused = await withToken(token, 'GET', '/api/auth/user');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid API token');
    await app.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [user.id]);
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(200);
  });

  it('applies a role change, and a deleted account, to the next request', async () => {
    const { user, client } = await app.signedIn();
    const { token } = await createToken(client, { scope: 'read' });
    expect((await withToken(token, 'GET', '/api/admin/audit')).status).toBe(403);
    await app.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    expect((await withToken(token, 'GET', '/api/admin/audit')).status).toBe(200);
    expect((await withToken(token, 'GET', '/api/auth/user')).body.user.role).toBe('admin');
    await app.query(`UPDATE users SET role = 'user' WHERE id = $1`, [user.id]);
    expect((await withToken(token, 'GET', '/api/admin/audit')).status).toBe(403);
    await app.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const { client } = await app.signedIn();
    const { id, token } = await createToken(client, { scope: 'read' });
    const lastUsed = async () =>
      (await app.query<{ last_used_at: Date | null }>('SELECT last_used_at FROM api_tokens WHERE id = $1', [id]))[0]
        .last_used_at;
    expect((await withToken(token, 'GET', '/api/auth/user')).status).toBe(200);
    await expect.poll(lastUsed, { timeout: 5_000, interval: 50 }).not.toBeNull();
    const first = await lastUsed();
    for (let index = 0; index < 5; index += 1) await withToken(token, 'GET', '/api/auth/user');
    expect(await lastUsed()).toEqual(first);
    expect((await client.get('/api/account/tokens')).body.data[0].lastUsedAt).toBe(first!.toISOString());

    // A minute later the next request records it again.
    await app.query(`UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [id]);
    const aged = await lastUsed();
    await withToken(token, 'GET', '/api/auth/user');
    await expect
      .poll(async () => (await lastUsed())!.getTime(), { timeout: 5_000, interval: 50 })
      .toBeGreaterThan(aged!.getTime());
  });
});

describe('rate limit per token', () => {
  let limited: TestApp;

  beforeAll(async () => {
    limited = await startTestApp({ env: { RATE_LIMIT_SCALE: '1', RATE_LIMIT_API_TOKEN: '3' } });
  });

  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After past the limit, counted per token', async () => {
    const { client } = await limited.signedIn();
    const first = await createToken(client, { scope: 'read' });
    const second = await createToken(client, { scope: 'read' });
    const call = (token: string) =>
      limited.client().get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    for (let index = 0; index < 3; index += 1) expect((await call(first.token)).status).toBe(200);
    const refused = await call(first.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(second.token)).status).toBe(200);
    // The session is not limited by the token's counter.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});
