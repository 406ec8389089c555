import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import PgBoss from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { JobQueue, type JobHandler, type JobOptions, type QueueOptions } from '../common/application/job-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JOB_QUEUE_SCHEMA } from './migrations/1763700800000-notifications';
import { poolOf } from './pool';
import { UnitOfWork } from './unit-of-work';

/** Retries with exponential backoff from 2 s: about 17 minutes before a job is given up as failed. */
const QUEUE_DEFAULTS = { retryLimit: 9, retryDelay: 2, retryBackoff: true, retentionMinutes: 60 * 24 * 7 };
const WORKERS_PER_QUEUE = 2;
const JOBS_PER_FETCH = 5;
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * A fetched batch in the order its jobs were sent. pg-boss picks the oldest waiting jobs but
 * answers them in whatever order its UPDATE … RETURNING yields, so two mails sent one after the
 * other (a confirmation link, then a fresh one) could otherwise go out the other way round.
 */
export function inSendingOrder<Job extends { id: string; createdOn: Date }>(jobs: readonly Job[]): Job[] {
  return [...jobs].sort(
    (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * Renews the leases of the running jobs an instance holds: each one's expiry moves to a lease
 * from now, but never past JOB_EXPIRE_SECONDS after it started. pg-boss 10 keeps a job active
 * until `started_on + expire_in`; this moves `expire_in`, so `started_on` stays the start.
 */
export function renewLeasesStatement(schema: string): string {
  return `UPDATE ${schema}.job AS job
    SET expire_in = LEAST(now() - job.started_on + make_interval(secs => $3), make_interval(secs => $4))
    FROM unnest($1::text[], $2::uuid[]) AS held(name, id)
    WHERE job.name = held.name AND job.id = held.id AND job.state = 'active'`;
}

/**
 * The job queue on pg-boss, in the app's own database and through the app's own pg pool.
 * `enqueue` writes the job with the current transaction's connection, so it commits or rolls
 * back with the change that caused it. pg-boss fetches jobs with SKIP LOCKED, so every
 * instance works every queue and no job runs on two at once; finished jobs stay in
 * `pgboss.job` (and then `pgboss.archive`) with their state and output.
 *
 * A fetched job is leased: it expires JOB_LEASE_SECONDS after it was fetched, and the instance
 * that holds it renews the lease every third of that while it runs (up to JOB_EXPIRE_SECONDS in
 * all). Every instance also fails over expired jobs as often, and once at start. So a job whose
 * instance died (SIGKILL, a lost machine) runs again about a lease after its last renewal,
 * instead of once the whole JOB_EXPIRE_SECONDS and the next maintenance had passed.
 */
@Injectable()
export class PgBossJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  /** Queues whose jobs wait one per singleton key (pg-boss's 'short' policy). */
  private readonly onePendingQueues = new Set<string>();
  private readonly boss: PgBoss;
  private started = false;
  private stopping = false;
  private readonly workers: Promise<void>[] = [];
  /** Workers waiting for their queue's next poll, by queue. */
  private readonly sleepers = new Map<string, Set<() => void>>();
  /** Queues that were sent a job while none of their workers slept: the next to pause polls at once. */
  private readonly wakeRequested = new Set<string>();
  private readonly pool: Pool;
  /** A name per statement text that enqueue runs (pg-boss's job INSERT), for prepared statements. */
  private readonly statementNames = new Map<string, string>();
  /** The jobs this instance's workers hold (fetched, outcome not yet recorded): id → queue. */
  private readonly held = new Map<string, string>();
  private leaseTimer: NodeJS.Timeout | undefined;
  private tending: Promise<void> | undefined;
  private leaseTroubleLogged = false;

  constructor(
    dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.pool = poolOf(dataSource);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => this.pool.query(text, values) },
      schema: JOB_QUEUE_SCHEMA,
      migrate: true,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: config.jobs.maintenanceSeconds,
    });
    // Without a listener an 'error' event would end the process; a database outage is survivable.
    this.boss.on('error', (error) => this.logger.warn(`Job queue: ${error.message}`));
  }

  async enqueue(queue: string, data: object, options: JobOptions = {}): Promise<void> {
    if (!this.handlers.has(queue)) throw new Error(`No handler is registered for the job queue "${queue}"`);
    const manager = this.unitOfWork.manager();
    const id = await this.boss.send(queue, data, {
      startAfter: options.startAfterSeconds,
      // The first lease; the worker that fetches the job renews it while the job runs.
      expireInSeconds: Math.min(this.config.jobs.leaseSeconds, this.config.jobs.expireSeconds),
      singletonKey: options.singletonKey,
      db: { executeSql: (text, values) => this.prepared(manager, text, values) },
    });
    // A job whose key is already waiting is not sent again (pg-boss answers no id for it).
    if (!id && options.singletonKey === undefined) throw new Error(`The job queue "${queue}" does not exist`);
    // This instance starts the job as soon as it is committed instead of at its next poll (other
    // instances find it at theirs), so a mail or notification caused here goes out at once.
    if (id && options.startAfterSeconds === undefined) this.unitOfWork.afterCommit(() => this.wake(queue));
  }

  /**
   * Runs `text` as a prepared statement on the connection of `manager` (the caller's transaction,
   * or the pool outside one). pg-boss's job INSERT is long: PostgreSQL would parse and plan it again
   * on every send, which, inside a moderation decision, adds to the admin's wait.
   */
  private async prepared(manager: EntityManager, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
    let name = this.statementNames.get(text);
    if (!name) this.statementNames.set(text, (name = `job-queue-${this.statementNames.size + 1}`));
    const query = { name, text, values };
    if (!manager.queryRunner) return this.pool.query(query);
    const client = (await manager.queryRunner.connect()) as PoolClient;
    return client.query(query);
  }

  handle<Data>(queue: string, handler: JobHandler<Data>, options: QueueOptions = {}): void {
    if (this.started) throw new Error('Job handlers must be registered before the application starts');
    this.handlers.set(queue, handler as JobHandler<unknown>);
    if (options.onePendingPerKey) this.onePendingQueues.add(queue);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    for (const [queue, handler] of this.handlers) {
      await this.createQueue(queue);
      for (let worker = 0; worker < WORKERS_PER_QUEUE; worker += 1) this.workers.push(this.work(queue, handler));
    }
    this.started = true;
    // At once too: after a crash and restart, what the dead instance held runs again as soon as its lease lapses.
    this.leaseTimer = setInterval(() => void this.tendLeases(), (this.config.jobs.leaseSeconds * 1000) / 3);
    void this.tendLeases();
  }

  async onModuleDestroy(): Promise<void> {
    // A running job finishes first, its lease renewed meanwhile; one that cannot is run again by
    // another instance once its lease lapses.
    this.stopping = true;
    for (const sleeping of this.sleepers.values()) for (const wake of sleeping) wake();
    await Promise.all(this.workers);
    clearInterval(this.leaseTimer);
    await this.tending;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }

  /**
   * Renews the leases of the jobs this instance holds, then fails over expired jobs of any
   * instance (pg-boss's `expire`: back to retry, or failed once out of retries). One at a time.
   */
  private tendLeases(): Promise<void> {
    this.tending ??= (async () => {
      try {
        await this.renewLeases();
        await this.boss.expire();
        this.leaseTroubleLogged = false;
      } catch (error) {
        // The database is away: nothing can be renewed or finished now; leases lapse and jobs run again.
        if (!this.leaseTroubleLogged)
          this.logger.warn(`Job leases could not be renewed or checked: ${(error as Error).message}`);
        this.leaseTroubleLogged = true;
      } finally {
        this.tending = undefined;
      }
    })();
    return this.tending;
  }

  private async renewLeases(): Promise<void> {
    if (this.held.size === 0) return;
    const ids = [...this.held.keys()];
    const queues = ids.map((id) => this.held.get(id)!);
    const { leaseSeconds, expireSeconds } = this.config.jobs;
    await this.pool.query(renewLeasesStatement(JOB_QUEUE_SCHEMA), [queues, ids, leaseSeconds, expireSeconds]);
  }

  /**
   * One worker: takes up to JOBS_PER_FETCH waiting jobs, runs them one after another in the order
   * they were sent, records the finished ones in one call and each failed one on its own, and goes
   * straight on while there are more; waits a polling interval when the queue is empty. Fetching and completing in batches
   * halves the queue's own queries per job when jobs arrive faster than one at a time. (pg-boss's
   * own `work` waits an interval after every batch and does not catch a failed complete/fail call,
   * which ends the process when the database goes away mid-job.) A job whose outcome could not be
   * recorded stays active until its lease lapses and is then run again; handlers are idempotent.
   * The fetched jobs are held (their leases renewed) until their outcome is recorded.
   */
  private async work(queue: string, handler: JobHandler<unknown>): Promise<void> {
    while (!this.stopping) {
      const fetched = await this.boss
        .fetch<object>(queue, { batchSize: JOBS_PER_FETCH, includeMetadata: true })
        .catch(() => []);
      if (fetched.length === 0) {
        await this.pause(queue);
        continue;
      }
      for (const job of fetched) this.held.set(job.id, queue);
      try {
        const done: string[] = [];
        for (const job of inSendingOrder(fetched)) {
          try {
            await handler(job.data);
            done.push(job.id);
          } catch (error) {
            const failure = { message: (error as Error).message, stack: (error as Error).stack };
            await this.boss
              .fail(queue, job.id, failure)
              .catch((recordError: Error) =>
                this.logger.warn(`Job ${job.id} failed, not recorded: ${recordError.message}`),
              );
            this.held.delete(job.id);
          }
        }
        if (done.length > 0) {
          await this.boss
            .complete(queue, done)
            .catch((error: Error) => this.logger.warn(`Jobs ${done.join(', ')} done, not recorded: ${error.message}`));
        }
      } finally {
        for (const job of fetched) this.held.delete(job.id);
      }
    }
  }

  /** Waits for the queue's next poll, or until a job is sent to it on this instance. */
  private pause(queue: string): Promise<void> {
    if (this.wakeRequested.delete(queue) || this.stopping) return Promise.resolve();
    let sleeping = this.sleepers.get(queue);
    if (!sleeping) this.sleepers.set(queue, (sleeping = new Set()));
    const queueSleepers = sleeping;
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        queueSleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.config.jobs.pollIntervalMs);
      queueSleepers.add(wake);
    });
  }

  /** One sleeping worker of the queue fetches now; with none asleep, the next one to pause does not wait. */
  private wake(queue: string): void {
    const [first] = this.sleepers.get(queue) ?? [];
    if (first) first();
    else this.wakeRequested.add(queue);
  }

  /**
   * Instances starting together may create queues at the same moment: the same queue is a unique
   * violation (someone else made it), and two different ones can deadlock attaching their
   * partitions to pgboss.job, which PostgreSQL resolves by failing one; that one tries again.
   */
  private async createQueue(queue: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(queue)) return;
      try {
        const policy = this.onePendingQueues.has(queue) ? 'short' : 'standard';
        await this.boss.createQueue(queue, { name: queue, ...QUEUE_DEFAULTS, policy });
        return;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === UNIQUE_VIOLATION) return;
        if (code !== DEADLOCK_DETECTED || attempt === QUEUE_CREATION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
      }
    }
  }
}
