import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ClickEventRepository } from './click-event.repository';

export const CLICK_EVENT_RETENTION_JOB = 'referral-click-event-retention';
const DAY_SECONDS = 24 * 60 * 60;
/** Runs at 03:00 UTC, away from the busiest hours of most audiences. */
const RUN_AT_SECONDS_OF_DAY = 3 * 60 * 60;
const BATCH_SIZE = 10_000;

/** Seconds from `now` until the next 03:00 UTC. */
export function secondsUntilNextRun(now = Date.now()): number {
  const secondsOfDay = Math.floor(now / 1000) % DAY_SECONDS;
  return ((RUN_AT_SECONDS_OF_DAY - secondsOfDay + DAY_SECONDS - 1) % DAY_SECONDS) + 1;
}

/**
 * Raw click events are kept REFERRAL_EVENT_RETENTION_DAYS days; the daily rollups stay forever.
 * A daily job on the job queue deletes older events. Each run schedules the next one first, and
 * every instance schedules one when it starts; the queue keeps one waiting job whoever asks.
 */
@Injectable()
export class ClickEventRetention implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(ClickEventRetention.name);

  constructor(
    private readonly jobs: JobQueue,
    private readonly clicks: ClickEventRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(CLICK_EVENT_RETENTION_JOB, () => this.runDaily(), { onePendingPerKey: true });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleNext().catch((error: Error) =>
      this.logger.warn(`Click event retention not scheduled: ${error.message}`),
    );
  }

  /** Deletes the events past the retention period; answers how many went. */
  async deleteExpired(): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await this.clicks.deleteOlderThan(this.config.referralEventRetentionDays, BATCH_SIZE);
      total += deleted;
      if (deleted < BATCH_SIZE) return total;
    }
  }

  private async runDaily(): Promise<void> {
    await this.scheduleNext();
    const deleted = await this.deleteExpired();
    if (deleted > 0)
      this.logger.log(
        `Deleted ${deleted} referral click events older than ${this.config.referralEventRetentionDays} days`,
      );
  }

  private scheduleNext(): Promise<void> {
    return this.jobs.enqueue(
      CLICK_EVENT_RETENTION_JOB,
      {},
      { startAfterSeconds: secondsUntilNextRun(), singletonKey: 'daily' },
    );
  }
}
