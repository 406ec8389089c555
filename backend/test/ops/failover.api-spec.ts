import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newApiTokenSecret } from '../../src/modules/auth/application/api-token-secret';
import { startBuiltInstance, type BuiltInstance } from '../support/built-instance';
import { startRetryingProxy, type RetryingProxy } from '../support/retrying-proxy';
import { createTestDatabase } from '../support/test-database';

// The compose `scale` topology without Docker: two built servers on one database behind a proxy
// with nginx's retry policy. One is killed (SIGKILL, no draining) in the middle of the load.
//
// The writes are PUT /api/notifications/preferences, one kind per request: idempotent, so the
// proxy may send one again after a reset (it cannot know whether the dead instance applied it)
// and applying it twice stores the same single row. POSTs are not moved once sent (see
// deploy/nginx.conf), so a POST in flight on a killed instance reaches its client as a 502.

const USERS = 100;
const CONCURRENCY = 16;

let database: { url: string; drop(): Promise<void> };
const instances: BuiltInstance[] = [];
let proxy: RetryingProxy;
let sql: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase(inject('databaseServerUrl'));
  const env = { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '1000', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'failover-admin' };
  // One at a time: both would wait on the migration lock anyway.
  instances.push(await startBuiltInstance(database.url, env));
  instances.push(await startBuiltInstance(database.url, env));
  proxy = await startRetryingProxy({ upstreams: instances.map((instance) => instance.url) });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

afterAll(async () => {
  await sql?.end();
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
  await database?.drop();
});

interface Account {
  userId: number;
  token: string;
}

/** Users with read-write API tokens, made in the database: signing 100 people in would be slow hashing. */
async function createAccounts(): Promise<Account[]> {
  const run = Date.now().toString(36);
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO users (username, password_hash, role)
     SELECT 'failover' || n || 'x' || $2::text, 'not-a-password-hash', 'user' FROM generate_series(1, $1::int) AS n
     RETURNING id`,
    [USERS, run],
  );
  const accounts = rows.map((row) => ({ userId: row.id, secret: newApiTokenSecret() }));
  await sql.query(
    `INSERT INTO api_tokens (user_id, name, token_hash, prefix, scope)
     SELECT user_id, 'failover', token_hash, prefix, 'read-write' FROM unnest($1::int[], $2::text[], $3::text[]) AS t (user_id, token_hash, prefix)`,
    [
      accounts.map((account) => account.userId),
      accounts.map((account) => account.secret.tokenHash),
      accounts.map((account) => account.secret.prefix),
    ],
  );
  return accounts.map((account) => ({ userId: account.userId, token: account.secret.token }));
}

type Operation =
  { kind: 'read'; account: Account; path: string } | { kind: 'write'; account: Account; preference: string };

describe('two instances behind a retrying proxy', () => {
  it('passes the request id on to the instance, which trusts the proxy and echoes it', async () => {
    const given = await fetch(`${proxy.url}/api/health`, { headers: { 'x-request-id': 'failover-check-1' } });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('failover-check-1');
    const made = await fetch(`${proxy.url}/api/health`, { headers: { 'x-request-id': 'not a token' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  // Generous: a loaded CI machine slows the load, never the outcome.
  it(
    'loses no request and no acknowledged write when one instance is killed mid-load',
    { timeout: 90_000 },
    async () => {
      const accounts = await createAccounts();
      const listing = await fetch(`${proxy.url}/api/notifications/preferences`, {
        headers: { authorization: `Bearer ${accounts[0].token}` },
      });
      expect(listing.status).toBe(200);
      const kinds = ((await listing.json()) as { data: { kind: string }[] }).data.map((preference) => preference.kind);
      expect(kinds.length).toBeGreaterThan(0);

      // Every (user, kind) once, interleaved with reads of the public directory and of the user's own preferences.
      const operations: Operation[] = [];
      for (const kind of kinds) {
        for (const account of accounts) {
          operations.push({ kind: 'write', account, preference: kind });
          operations.push({
            kind: 'read',
            account,
            path: operations.length % 4 === 1 ? '/api/projects' : '/api/notifications/preferences',
          });
        }
      }

      const failures: string[] = [];
      const acknowledged: { userId: number; kind: string }[] = [];
      const killAt = Math.floor(operations.length / 3);
      let started = 0;
      let completed = 0;
      let killed: BuiltInstance | undefined;
      let servedBeforeKill = new Map<string, number>();

      async function perform(operation: Operation): Promise<void> {
        const headers: Record<string, string> = { authorization: `Bearer ${operation.account.token}` };
        const response =
          operation.kind === 'write'
            ? await fetch(`${proxy.url}/api/notifications/preferences`, {
                method: 'PUT',
                headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ preferences: [{ kind: operation.preference, email: false }] }),
              })
            : await fetch(`${proxy.url}${operation.path}`, { headers });
        const text = await response.text();
        if (response.status !== 200) {
          failures.push(`${operation.kind} ${response.status} ${text.slice(0, 200)}`);
        } else if (operation.kind === 'write') {
          acknowledged.push({ userId: operation.account.userId, kind: operation.preference });
        }
      }

      async function worker(): Promise<void> {
        while (started < operations.length) {
          const operation = operations[started];
          started += 1;
          // With requests of every worker in flight, the first instance dies without warning.
          if (started === killAt) {
            servedBeforeKill = new Map(proxy.served());
            killed = instances[0];
            process.kill(killed.pid, 'SIGKILL');
          }
          await perform(operation).catch((error: Error) => failures.push(`${operation.kind} threw ${error.message}`));
          completed += 1;
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));

      expect(completed).toBe(operations.length);
      expect(killed).toBeDefined();
      expect(killed!.alive()).toBe(false);
      // Both instances took part before the kill, and the proxy had to move requests away from the dead one.
      for (const instance of instances) expect(servedBeforeKill.get(instance.url), instance.url).toBeGreaterThan(0);

      expect(failures).toEqual([]);
      expect(proxy.retries()).toBeGreaterThan(0);
      expect(acknowledged).toHaveLength(accounts.length * kinds.length);

      const { rows } = await sql.query<{ user_id: number; kind: string; email: boolean }>(
        `SELECT user_id, kind, email FROM notification_preferences WHERE user_id = ANY($1)`,
        [accounts.map((account) => account.userId)],
      );
      const stored = new Set(rows.filter((row) => row.email === false).map((row) => `${row.user_id}:${row.kind}`));
      const lost = acknowledged.filter((write) => !stored.has(`${write.userId}:${write.kind}`));
      expect(lost).toEqual([]);
      // One row per (user, kind) whatever was sent twice: the primary key allows no other.
      expect(rows).toHaveLength(acknowledged.length);
    },
  );
});
