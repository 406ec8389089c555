import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import * as argon2 from 'argon2';
import { DataSource } from 'typeorm';
import { inject } from 'vitest';
import { createApp, type CreateAppOptions } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { TableChangeFeed } from '../../src/database/table-change-feed';
import type { Role } from '../../src/kernel/auth/session-user';
import { ApiClient } from './api-client';
import { eventually, readOutbox, type OutboxMail } from './outbox';
import { createTestDatabase } from './test-database';

export interface TestApp {
  baseUrl: string;
  databaseUrl: string;
  /** The app's DATA_DIR, a fresh temporary directory unless the test gives one. */
  dataDir: string;
  dataSource: DataSource;
  /** Mail written to DATA_DIR/outbox so far, oldest first, parsed. */
  outbox(): Promise<OutboxMail[]>;
  /** Waits until the job queue has nothing left to run (notifications and mail are background work). */
  jobsSettled(): Promise<void>;
  client(): ApiClient;
  query<T = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<T[]>;
  createUser(options?: { username?: string; password?: string; role?: Role }): Promise<TestUser>;
  /** A new user of the role, with a signed-in client. */
  signedIn(role?: Role): Promise<{ user: TestUser; client: ApiClient }>;
  /** A new signed-in user with a partner profile (pending approval, as created). */
  partner(referralCode?: string): Promise<{ user: TestUser; client: ApiClient; profileId: number }>;
  /** Like `partner`, with the profile approved (as an admin's approval leaves it): the partner tools are open. */
  approvedPartner(referralCode?: string): Promise<{ user: TestUser; client: ApiClient; profileId: number }>;
  /** A provider of the running app, e.g. its change feed. */
  get<T>(token: abstract new (...args: never[]) => T): T;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  role: Role;
}

let userCounter = 0;
const hashes = new Map<string, Promise<string>>();

/**
 * Argon2id with the smallest cost, for the accounts tests make directly in the database. An
 * argon2 hash carries its own parameters, so the app's login verifies it on its real path; at
 * the app's own cost every test login took about 120 ms of both cores, most of the API suite's
 * time. Accounts made through the signup endpoint still get the app's full-cost hash.
 */
const FIXTURE_HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Tests reuse one hash per password. */
function hashFor(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, argon2.hash(password, FIXTURE_HASH_OPTIONS));
  return hashes.get(password)!;
}

/** Starts the real app on its own cloned database, listening on a random loopback port. */
export interface StartTestAppOptions extends CreateAppOptions {
  env?: Record<string, string>;
  /** Share another test app's database instead of cloning a new one (several instances). */
  databaseUrl?: string;
  /** Providers replaced in the app (Nest's overrideProvider), e.g. a stub DNS resolver. */
  overrides?: { provide: abstract new (...args: never[]) => unknown; useValue: unknown }[];
}

/** Builds the app through @nestjs/testing so that `overrides` replace their providers. */
function withOverrides(
  overrides: NonNullable<StartTestAppOptions['overrides']>,
): CreateAppOptions['createApplication'] {
  return async (root, adapter, applicationOptions) => {
    let builder = Test.createTestingModule({ imports: [root] });
    for (const override of overrides) builder = builder.overrideProvider(override.provide).useValue(override.useValue);
    const module = await builder.compile();
    return module.createNestApplication<NestExpressApplication>(adapter, applicationOptions);
  };
}

export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase(inject('databaseServerUrl'));
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'app-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    STATIC_DIR: '/nonexistent-static-dir',
    RATE_LIMIT_SCALE: '1000',
    ...options.env,
  });
  const { app, dispose } = await createApp(config, database.url, {
    imports: options.imports,
    createApplication: options.overrides ? withOverrides(options.overrides) : undefined,
  });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataSource = app.get(DataSource);
  const changes = app.get(TableChangeFeed);
  /** Direct writes reach the app's caches by notification; wait for them like a write request does. */
  const query = async <T>(sql: string, parameters?: unknown[]): Promise<T[]> => {
    const rows: T[] = await dataSource.query(sql, parameters);
    await changes.sync();
    return rows;
  };

  const testApp: TestApp = {
    baseUrl,
    databaseUrl: database.url,
    dataDir,
    dataSource,
    outbox: () => readOutbox(dataDir),
    jobsSettled: () =>
      eventually(async () => {
        const [{ pending }] = await query<{ pending: number }>(
          // A recurring job waiting for its time (one per key, e.g. the daily click-event retention) is not pending work.
          `SELECT count(*)::int AS pending FROM pgboss.job WHERE state IN ('created', 'retry', 'active') AND NOT (state = 'created' AND policy = 'short')`,
        );
        return pending === 0 ? true : undefined;
      }).then(() => undefined),
    client: () => new ApiClient(baseUrl),
    query,
    async createUser(options = {}) {
      userCounter += 1;
      const username = options.username ?? `user${process.pid}x${userCounter}`;
      const password = options.password ?? 'password123';
      const role = options.role ?? 'user';
      const passwordHash = await hashFor(password);
      const rows = await query<{ id: number }>(
        'INSERT INTO users (username, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
        [username, passwordHash, role],
      );
      return { id: rows[0].id, username, password, role };
    },
    async signedIn(role = 'user') {
      const user = await testApp.createUser({ role });
      const client = new ApiClient(baseUrl);
      await client.login(user.username, user.password);
      return { user, client };
    },
    async partner(referralCode) {
      const { user, client } = await testApp.signedIn('user');
      const response = await client.post('/api/partner/profile', {
        companyName: `${user.username} Labs`,
        website: 'https://labs.example',
        description: 'Test partner',
        referralCode: referralCode ?? `code-${user.id}-${Date.now().toString(36)}`,
      });
      if (response.status !== 201) throw new Error(`profile creation failed: ${response.status} ${response.text}`);
      return { user, client, profileId: response.body.data.id };
    },
    async approvedPartner(referralCode) {
      const partner = await testApp.partner(referralCode);
      await query(`UPDATE partner_profiles SET status = 'approved', decided_at = now() WHERE id = $1`, [
        partner.profileId,
      ]);
      await query(`UPDATE users SET role = 'partner' WHERE id = $1`, [partner.user.id]);
      return { ...partner, user: { ...partner.user, role: 'partner' as const } };
    },
    get: (token) => app.get(token),
    async close() {
      dispose();
      await app.close();
      await database.drop();
      if (!options.env?.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
