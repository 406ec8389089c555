import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from './support/app-server';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';

const TEAM = 'team@agency.example';
const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Short job expiry and maintenance, so that jobs a killed instance held run again within seconds. */
const jobEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  ADMIN_EMAIL: TEAM,
  RATE_LIMIT_SCALE: '100000',
  JOB_EXPIRE_SECONDS: '3',
  JOB_MAINTENANCE_SECONDS: '1',
  LOG_LEVEL: 'error',
});

async function sendContactMessages(baseUrl: string, prefix: string, count: number): Promise<void> {
  for (let start = 0; start < count; start += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, count - start) }, async (_, offset) => {
        const marker = `${prefix}-${start + offset}`;
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Queue Test',
            email: `${marker}@example.com`,
            company: marker,
            message: `Message ${marker}`,
          }),
        });
        expect(response.status).toBe(201);
      }),
    );
  }
}

/** Each outbox file's recipient and subject; the message text names its marker. */
async function outbox(dataDir: string): Promise<{ to: string; body: string }[]> {
  const directory = join(dataDir, 'outbox');
  const files = (await readdir(directory).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(directory, file), 'utf8');
      return { to: /^To: (.*)$/m.exec(raw)?.[1] ?? '', body: raw };
    }),
  );
}

/** Waits until no notification or mail job is left to run. */
async function drained(server: { query: AppServer['query'] }, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ pending }] = await server.query<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM pgboss.job WHERE name IN ('notification', 'mail') AND state IN ('created', 'retry', 'active')`,
    );
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} jobs still pending`);
    await pause(250);
  }
}

/** Every contact message produced exactly one acknowledgement and one team mail, and nothing else was written. */
async function expectEachDeliveredOnce(dataDir: string, prefix: string, count: number): Promise<void> {
  const mails = await outbox(dataDir);
  for (let index = 0; index < count; index += 1) {
    const marker = `${prefix}-${index}`;
    const acknowledgements = mails.filter((mail) => mail.to.includes(`${marker}@example.com`));
    const teamMails = mails.filter((mail) => mail.to.includes(TEAM) && mail.body.includes(`${marker}@example.com`));
    expect({ marker, acknowledgements: acknowledgements.length, teamMails: teamMails.length }).toEqual({
      marker,
      acknowledgements: 1,
      teamMails: 1,
    });
  }
  expect(mails.filter((mail) => mail.body.includes(prefix))).toHaveLength(count * 2);
}

describe('notification delivery survives a killed instance', () => {
  let postgres: PostgresServer;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    dataDir = await mkdtemp(join(tmpdir(), 'e2e-delivery-'));
  });

  afterAll(async () => {
    await postgres?.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers every notification exactly once after SIGKILL while jobs are queued and running', async () => {
    const first = await startAppServer({ env: jobEnv(postgres.url), dataDir, keepData: true });
    const count = 60;
    let pending: { active: number; waiting: number };
    try {
      await sendContactMessages(first.baseUrl, 'killed', count);
      // Kill while the queue is draining: some jobs are still queued, one is usually being sent.
      [pending] = await first.query<{ active: number; waiting: number }>(
        `SELECT count(*) FILTER (WHERE state = 'active')::int AS active, count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting
         FROM pgboss.job WHERE name IN ('notification', 'mail')`,
      );
    } finally {
      await first.stop('SIGKILL');
    }
    const { active, waiting } = pending;
    expect(active + waiting).toBeGreaterThan(0);

    const second = await startAppServer({ env: jobEnv(postgres.url), dataDir, keepData: true });
    try {
      await drained(second);
      await expectEachDeliveredOnce(dataDir, 'killed', count);
      const [{ failed }] = await second.query<{ failed: number }>(
        `SELECT count(*)::int AS failed FROM pgboss.job WHERE name IN ('notification', 'mail') AND state = 'failed'`,
      );
      expect(failed).toBe(0);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('two instances share one queue without delivering anything twice', async () => {
    const [one, two] = await Promise.all([
      startAppServer({ env: jobEnv(postgres.url), dataDir, keepData: true }),
      startAppServer({ env: jobEnv(postgres.url), dataDir, keepData: true }),
    ]);
    try {
      const count = 40;
      await Promise.all([
        sendContactMessages(one.baseUrl, 'shared-a', count / 2),
        sendContactMessages(two.baseUrl, 'shared-b', count / 2),
      ]);
      await drained(one);
      await expectEachDeliveredOnce(dataDir, 'shared-a', count / 2);
      await expectEachDeliveredOnce(dataDir, 'shared-b', count / 2);
      const [{ deliveries }] = await one.query<{ deliveries: number }>(
        `SELECT count(*)::int AS deliveries FROM mail_deliveries WHERE idempotency_key LIKE 'contact-acknowledgement:%'`,
      );
      expect(deliveries).toBeGreaterThanOrEqual(count);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  }, 180_000);
});
