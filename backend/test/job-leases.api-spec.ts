import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../src/common/application/job-queue';
import { eventually } from './support/outbox';
import { startTestApp, type TestApp } from './support/test-app';

const LEASE_SECONDS = 3;
const QUEUE = 'lease-test';

/** Each run of the test queue's job: its marker, and how to let it finish. */
const runs: { marker: string; finish(): void }[] = [];

@Injectable()
class HeldJob implements OnModuleInit {
  constructor(private readonly jobs: JobQueue) {}

  onModuleInit(): void {
    // Runs until the test lets it finish, as a slow mail server or webhook target would keep it.
    this.jobs.handle<{ marker: string }>(
      QUEUE,
      ({ marker }) => new Promise<void>((finish) => runs.push({ marker, finish })),
    );
  }
}

@Module({ providers: [HeldJob] })
class HeldJobModule {}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ imports: [HeldJobModule], env: { JOB_LEASE_SECONDS: String(LEASE_SECONDS) } });
});

afterAll(async () => {
  for (const run of runs) run.finish();
  await app.close();
});

interface JobRow {
  state: string;
  retry_count: number;
  /** Seconds since the job started, and until it expires, by the database's clock. */
  running: number;
  expires_in: number;
}

const jobOf = async (marker: string): Promise<JobRow> =>
  (
    await app.query<JobRow>(
      `SELECT state::text, retry_count,
              extract(epoch FROM now() - started_on)::float AS running,
              extract(epoch FROM started_on + expire_in - now())::float AS expires_in
       FROM pgboss.job WHERE name = $1 AND data->>'marker' = $2`,
      [QUEUE, marker],
    )
  )[0];

describe('job leases', () => {
  it('a job running for several leases on a live instance is renewed, not run again elsewhere', async () => {
    const marker = `held-${Date.now()}`;
    await app.get(JobQueue).enqueue(QUEUE, { marker });
    await eventually(async () => (runs.some((run) => run.marker === marker) ? true : undefined), 10_000);

    // Three leases later (by the database's clock), the job is still this run's, its lease renewed
    // ahead of it, and the lapsed-lease check that runs as often has not handed it out again.
    await eventually(async () => ((await jobOf(marker)).running > 3 * LEASE_SECONDS ? true : undefined), 20_000);
    const job = await jobOf(marker);
    expect(job.state).toBe('active');
    expect(job.retry_count).toBe(0);
    expect(job.expires_in).toBeGreaterThan(0);
    expect(runs.filter((run) => run.marker === marker)).toHaveLength(1);

    runs.find((run) => run.marker === marker)!.finish();
    await eventually(async () => ((await jobOf(marker)).state === 'completed' ? true : undefined), 10_000);
    expect((await jobOf(marker)).retry_count).toBe(0);
    expect(runs.filter((run) => run.marker === marker)).toHaveLength(1);
  }, 60_000);
});
