import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_CHANGES_CHANNEL } from '../src/database/cached-tables';
import { DrainingState } from '../src/modules/health/application/draining-state';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const ALL_OK = { database: 'ok', migrations: 'ok', changeFeed: 'ok', draining: false };

/** A connection to the server's maintenance database, to take the app's database away and give it back. */
async function serverAdmin(app: TestApp): Promise<{ admin: Client; databaseName: string }> {
  const url = new URL(app.databaseUrl);
  const databaseName = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  return { admin, databaseName };
}

describe('liveness and readiness', () => {
  let app: TestApp;
  let admin: Client;
  let databaseName: string;

  beforeAll(async () => {
    app = await startTestApp();
    ({ admin, databaseName } = await serverAdmin(app));
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin.end();
    await app.close();
  });

  it('answers live and ready without sign-in when everything is up', async () => {
    const live = await app.client().get('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await app.client().get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: ALL_OK });
  });

  it('is not ready while the change feed cannot listen, and ready again once it does', async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    const terminated = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query = $2`,
      [databaseName, `LISTEN ${TABLE_CHANGES_CHANNEL}`],
    );
    expect(terminated.rowCount).toBe(1);

    const notReady = await eventually(async () => {
      const response = await app.client().get('/api/health/ready');
      return response.status === 503 ? response : undefined;
    });
    expect(notReady.body).toMatchObject({ status: 'unavailable', checks: { changeFeed: 'failing', draining: false } });
    expect((await app.client().get('/api/health/live')).status).toBe(200);

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    const ready = await eventually(async () => {
      const response = await app.client().get('/api/health/ready');
      return response.status === 200 ? response : undefined;
    });
    expect(ready.body).toEqual({ status: 'ok', checks: ALL_OK });
  });

  it('is not ready while the database does not answer, and live all the same', async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [databaseName]);

    const ready = await app.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'failing', migrations: 'unknown', draining: false },
    });
    expect((await app.client().get('/api/health/live')).status).toBe(200);

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    await eventually(async () => ((await app.client().get('/api/health/ready')).status === 200 ? true : undefined));
  });
});

describe('readiness and migrations', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('is not ready until every migration this code knows is applied', async () => {
    const [latest] = await app.query<{ id: number; name: string; timestamp: string }>(
      'SELECT id, name, timestamp FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await app.query('DELETE FROM migrations WHERE id = $1', [latest.id]);
    const ready = await app.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { ...ALL_OK, migrations: 'failing' } });

    await app.query('INSERT INTO migrations (timestamp, name) VALUES ($1, $2)', [latest.timestamp, latest.name]);
    expect((await app.client().get('/api/health/ready')).body).toEqual({ status: 'ok', checks: ALL_OK });
  });
});

describe('readiness while draining', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports not ready once shutdown has begun, while it still serves requests', async () => {
    app.get(DrainingState).start();
    const ready = await app.client().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { ...ALL_OK, draining: true } });
    expect((await app.client().get('/api/health')).status).toBe(200);
    expect((await app.client().get('/api/projects')).status).toBe(200);
  });
});
