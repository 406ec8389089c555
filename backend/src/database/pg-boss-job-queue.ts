import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { DataSource } from 'typeorm';
import { JobQueue, type JobHandler, type JobOptions } from '../common/application/job-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JOB_QUEUE_SCHEMA } from './migrations/1763700800000-notifications';
import { poolOf } from './pool';
import { UnitOfWork } from './unit-of-work';

/** Retries with exponential backoff from 2 s: about 17 minutes before a job is given up as failed. */
const QUEUE_DEFAULTS = { retryLimit: 9, retryDelay: 2, retryBackoff: true, retentionMinutes: 60 * 24 * 7 };
const POLLING_INTERVAL_SECONDS = 1;
const WORKERS_PER_QUEUE = 2;
const UNIQUE_VIOLATION = '23505';

/**
 * The job queue on pg-boss, in the app's own database and through the app's own pg pool.
 * `enqueue` writes the job with the current transaction's connection, so it commits or rolls
 * back with the change that caused it. pg-boss fetches jobs with SKIP LOCKED, so every
 * instance works every queue and no job runs on two at once; finished jobs stay in
 * `pgboss.job` (and then `pgboss.archive`) with their state and output.
 */
@Injectable()
export class PgBossJobQueue extends JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    const pool = poolOf(dataSource);
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values) },
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
      expireInSeconds: this.config.jobs.expireSeconds,
      db: { executeSql: async (text, values) => ({ rows: await manager.query(text, values) }) },
    });
    if (!id) throw new Error(`The job queue "${queue}" does not exist`);
  }

  handle<Data>(queue: string, handler: JobHandler<Data>): void {
    if (this.started) throw new Error('Job handlers must be registered before the application starts');
    this.handlers.set(queue, handler as JobHandler<unknown>);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    for (const [queue, handler] of this.handlers) {
      await this.createQueue(queue);
      for (let worker = 0; worker < WORKERS_PER_QUEUE; worker += 1) await this.work(queue, handler);
    }
    this.started = true;
  }

  async onModuleDestroy(): Promise<void> {
    // Lets a running job finish; one that cannot is retried by another instance after it expires.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
  }

  /**
   * pg-boss fetches one batch per polling interval; a worker that found a job asks for the next
   * at once, so a backlog drains at the speed of the handlers rather than one job a second.
   */
  private async work(queue: string, handler: JobHandler<unknown>): Promise<void> {
    let workerId = '';
    workerId = await this.boss.work<object>(queue, { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 }, async ([job]) => {
      try {
        await handler(job.data);
      } finally {
        if (workerId) this.boss.notifyWorker(workerId);
      }
    });
  }

  private async createQueue(queue: string): Promise<void> {
    if (await this.boss.getQueue(queue)) return;
    try {
      await this.boss.createQueue(queue, { name: queue, ...QUEUE_DEFAULTS });
    } catch (error) {
      // Another instance created it at the same moment.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }
}
