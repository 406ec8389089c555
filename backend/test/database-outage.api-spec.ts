import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../src/database/pool';
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

describe('when the server ends a connection that is checked out of the pool', () => {
  // pg-pool listens for errors only on idle clients, and only TypeORM's query runners add their own:
  // a client checked out of the pool directly and held between two queries had no listener, and
  // the server ending its connection (a restart, a failover) ended the whole process.
  it('logs it, drops the connection and keeps serving, without ending the process', async () => {
    const client = await poolOf(app.dataSource).connect();
    const {
      rows: [{ pid }],
    } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));

    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await ended;

    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect((await app.client().get('/api/health')).status).toBe(200);
    expect((await app.client().get('/api/projects')).status).toBe(200);
  });
});
