import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, waitUntil, type AppServer } from './support/app-server';
import { startPostgresServer, type PostgresServer } from './support/postgres-server';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver';

/** What the product promises: work in flight when the process dies runs again within seconds of the next start. */
const RECOVERY_BOUND_MS = 30_000;

/**
 * Sends a contact message, whose acknowledgement mail (the one mail it causes: no admin has an
 * address) then waits at a stalled SMTP server: its job is running, held by `instance`.
 */
async function holdMidMail(smtp: SmtpReceiver, instance: AppServer, recipient: string): Promise<void> {
  smtp.stall();
  const response = await fetch(`${instance.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Crash Test', email: recipient, company: 'Recovery', message: 'Is anyone there?' }),
  });
  expect(response.status).toBe(201);
  await waitUntil(() => smtp.stalled().includes(recipient), 10_000, 'the mail job reaching the SMTP server');
  const [job] = await instance.query<{ state: string }>(
    `SELECT state::text FROM pgboss.job WHERE name = 'mail' AND data->>'to' = $1`,
    [recipient],
  );
  expect(job.state).toBe('active');
}

/** Waits for the mail, answers how long after `since` it arrived, and checks that it went out once. */
async function expectDeliveredOnce(
  smtp: SmtpReceiver,
  instance: AppServer,
  recipient: string,
  since: number,
): Promise<number> {
  await waitUntil(() => smtp.messages.some((mail) => mail.to.includes(recipient)), 90_000, `the mail to ${recipient}`);
  const after = Date.now() - since;
  await waitUntil(
    async () =>
      (
        await instance.query(
          `SELECT 1 FROM pgboss.job WHERE name = 'mail' AND data->>'to' = $1 AND state <> 'completed'`,
          [recipient],
        )
      ).length === 0,
    10_000,
    'the mail job completing',
  );
  expect(smtp.messages.filter((mail) => mail.to.includes(recipient))).toHaveLength(1);
  const deliveries = await instance.query(`SELECT 1 FROM mail_deliveries WHERE recipient = $1`, [recipient]);
  expect(deliveries).toHaveLength(1);
  return after;
}

describe('a job running when its instance is killed (SIGKILL)', () => {
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
  });

  afterAll(async () => {
    await smtp?.close();
  });

  it('runs again within 30 s of the restart, exactly once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'e2e-job-recovery-'));
    const env = { SMTP_URL: smtp.url };
    const recipient = 'restart-alone@example.com';
    const first = await startAppServer({ dataDir, keepData: true, env });
    let restarted: AppServer | undefined;
    try {
      await holdMidMail(smtp, first, recipient);
      await first.stop('SIGKILL');
      smtp.serve();

      const restartedAt = Date.now();
      restarted = await startAppServer({ dataDir, keepData: true, env });
      const recoveredAfter = await expectDeliveredOnce(smtp, restarted, recipient, restartedAt);
      expect(recoveredAfter).toBeLessThan(RECOVERY_BOUND_MS);
    } finally {
      await Promise.all([restarted?.stop(), first.alive() ? first.stop('SIGKILL') : undefined]);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  describe('with a second instance on the same database', () => {
    let postgres: PostgresServer;

    beforeAll(async () => {
      postgres = await startPostgresServer();
    });

    afterAll(async () => {
      await postgres?.destroy();
    });

    it('runs again within 30 s of the restart, exactly once', async () => {
      const env = { DATABASE_URL: postgres.url, SMTP_URL: smtp.url };
      const dataDir = await mkdtemp(join(tmpdir(), 'e2e-job-recovery-'));
      const recipient = 'restart-beside-another@example.com';
      const first = await startAppServer({ dataDir, keepData: true, env });
      let second: AppServer | undefined;
      let restarted: AppServer | undefined;
      try {
        await holdMidMail(smtp, first, recipient);
        // Started once the first holds the job, so the job is the first's; it runs beside it from then on.
        second = await startAppServer({ env });
        expect(first.alive()).toBe(true);
        await first.stop('SIGKILL');
        smtp.serve();

        const restartedAt = Date.now();
        restarted = await startAppServer({ dataDir, keepData: true, env });
        const recoveredAfter = await expectDeliveredOnce(smtp, restarted, recipient, restartedAt);
        expect(recoveredAfter).toBeLessThan(RECOVERY_BOUND_MS);
      } finally {
        await Promise.all([second?.stop(), restarted?.stop(), first.alive() ? first.stop('SIGKILL') : undefined]);
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 150_000);
  });
});
