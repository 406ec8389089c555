import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleProbeModule } from './support/role-probe.module';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ imports: [RoleProbeModule] });
});

afterAll(async () => {
  await app.close();
});

describe('role guard', () => {
  it('answers 401 to a signed-out caller on a role-restricted route', async () => {
    for (const path of ['/api/test-probe/admin', '/api/test-probe/partner', '/api/test-probe/signed-in']) {
      const response = await app.client().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Authentication required' });
    }
  });

  it('answers 403 to a signed-in caller with the wrong role', async () => {
    const user = await app.createUser({ role: 'user' });
    const partner = await app.createUser({ role: 'partner' });
    const userClient = app.client();
    await userClient.login(user.username, user.password);
    const partnerClient = app.client();
    await partnerClient.login(partner.username, partner.password);

    expect((await userClient.get('/api/test-probe/admin')).status).toBe(403);
    expect((await userClient.get('/api/test-probe/partner')).status).toBe(403);
    const forbidden = await partnerClient.get('/api/test-probe/admin');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ success: false, message: 'You do not have permission to perform this action' });
  });

  it('lets the right roles through and hands the route the current user', async () => {
    const admin = await app.createUser({ role: 'admin' });
    const partner = await app.createUser({ role: 'partner' });
    const adminClient = app.client();
    await adminClient.login(admin.username, admin.password);
    const partnerClient = app.client();
    await partnerClient.login(partner.username, partner.password);

    const adminAnswer = await adminClient.get('/api/test-probe/admin');
    expect(adminAnswer.status).toBe(200);
    expect(adminAnswer.body.data).toEqual({ id: admin.id, username: admin.username, role: 'admin' });
    expect((await adminClient.get('/api/test-probe/partner')).status).toBe(200);
    expect((await partnerClient.get('/api/test-probe/partner')).status).toBe(200);
    expect((await partnerClient.get('/api/test-probe/signed-in')).status).toBe(200);
    expect((await app.client().get('/api/test-probe/public')).status).toBe(200);
  });

  it('applies a role change made in the database on the next request', async () => {
    const user = await app.createUser({ role: 'user' });
    const client = app.client();
    await client.login(user.username, user.password);
    expect((await client.get('/api/test-probe/partner')).status).toBe(403);
    await app.query(`UPDATE users SET role = 'partner' WHERE id = $1`, [user.id]);
    expect((await client.get('/api/test-probe/partner')).status).toBe(200);
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and the error shape', async () => {
    const response = await app.client().request('POST', '/api/auth/login', {
      rawBody: '{"username": "a",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('answers a body that is not a JSON object with 400', async () => {
    for (const rawBody of ['[1,2]', '"text"', '42', 'null']) {
      const response = await app
        .client()
        .request('POST', '/api/auth/login', { rawBody, headers: { 'content-type': 'application/json' } });
      expect(response.status, rawBody).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await app.client().request('POST', '/api/auth/signup', {
      rawBody: 'username=abc&password=secret1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ success: false, message: 'Content-Type must be application/json' });
    const [{ count }] = await app.query<{ count: string }>(`SELECT count(*) FROM users WHERE username = 'abc'`);
    expect(Number(count)).toBe(0);
  });

  it('answers a body over the size limit with 413', async () => {
    const response = await app
      .client()
      .post('/api/auth/signup', { username: 'big_body', password: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ success: false, message: 'Request body is too large' });
  });
});

describe('cross-site write protection', () => {
  it('refuses a write whose Origin is another site', async () => {
    const response = await app
      .client()
      .post(
        '/api/auth/signup',
        { username: 'csrf_victim', password: 'secret1' },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, message: 'Cross-site requests are not allowed' });
    const [{ count }] = await app.query<{ count: string }>(`SELECT count(*) FROM users WHERE username = 'csrf_victim'`);
    expect(Number(count)).toBe(0);
  });

  it('refuses a write marked Sec-Fetch-Site: cross-site and an opaque origin', async () => {
    const marked = await app
      .client()
      .post('/api/auth/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(marked.status).toBe(403);
    const opaque = await app.client().post('/api/auth/logout', undefined, { headers: { origin: 'null' } });
    expect(opaque.status).toBe(403);
  });

  it('accepts same-origin browsers and clients that send no Origin', async () => {
    const host = new URL(app.baseUrl).host;
    const sameOrigin = await app
      .client()
      .post(
        '/api/auth/signup',
        { username: 'same_origin', password: 'secret1' },
        { headers: { origin: `http://${host}`, 'sec-fetch-site': 'same-origin' } },
      );
    expect(sameOrigin.status).toBe(201);
    const apiClient = await app.client().post('/api/auth/signup', { username: 'api_client', password: 'secret1' });
    expect(apiClient.status).toBe(201);
  });

  it('lets cross-site reads through', async () => {
    const response = await app.client().get('/api/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(200);
  });
});

describe('API surface', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await app.client().get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('reports health', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('sends security headers and no-store on API answers', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });
});
