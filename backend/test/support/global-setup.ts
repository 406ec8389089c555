import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../src/database/embedded-postgres/embedded-postgres.launcher';
import { runMigrations } from '../../src/database/run-migrations';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

async function recreateTemplate(serverUrl: string): Promise<void> {
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await client.end();
  }
  await runMigrations(`${serverUrl}/${TEMPLATE_DATABASE}`);
}

/**
 * One PostgreSQL server for the run (embedded, or TEST_DATABASE_URL's server), with a migrated
 * template database that each test file clones into a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedPostgresHandle | undefined;
  let dataDir: string | undefined;
  let serverUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '';
    serverUrl = url.toString().replace(/\/$/, '');
  } else {
    dataDir = await mkdtemp(join(tmpdir(), 'api-tests-'));
    await chmod(dataDir, 0o755);
    const quiet = { log: () => undefined, debug: () => undefined, warn: console.warn, error: console.error };
    embedded = await startEmbeddedPostgres(dataDir, undefined, quiet);
    serverUrl = embedded.connectionUrl.replace(/\/[^/]+$/, '');
  }
  await recreateTemplate(serverUrl);
  project.provide('databaseServerUrl', serverUrl);
  return async () => {
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
