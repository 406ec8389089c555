import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
let admin: Client;
let databaseName: string;

beforeAll(async () => {
  app = await startTestApp();
  const url = new URL(app.databaseUrl);
  databaseName = url.pathname.slice(1);
  url.pathname = '/postgres';
  admin = new Client({ connectionString: url.toString() });
  await admin.connect();
});

afterAll(async () => {
  await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.end();
  await app.close();
});

describe('when the database is unreachable', () => {
  it('answers 503 quickly, reports unhealthy, and recovers by itself', async () => {
    const user = await app.createUser();
    const signedIn = app.client();
    await signedIn.login(user.username, user.password);
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);

    const started = Date.now();
    const health = await app.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable' });

    const login = await app.client().post('/api/auth/login', { username: 'someone', password: 'secret1' });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ success: false, message: expect.stringContaining('unavailable') });
    const session = await signedIn.get('/api/auth/user');
    expect(session.status).toBe(503);
    expect(session.body.success).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    expect((await app.client().get('/api/health')).status).toBe(200);
    expect((await signedIn.get('/api/auth/user')).status).toBe(200);
  });
});
