import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { DispatchNotificationUseCase, type NotificationJob } from '../application/dispatch-notification.use-case';
import { Notifier } from '../application/notifier';
import type { NotificationEvent } from '../domain/notification-event';

export const NOTIFICATION_JOB = 'notification';

/** Each event is one job, enqueued in the reporting transaction; the job fans it out. */
@Injectable()
export class JobNotifier extends Notifier implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly dispatch: DispatchNotificationUseCase,
  ) {
    super();
  }

  onModuleInit(): void {
    this.jobs.handle<NotificationJob>(NOTIFICATION_JOB, (job) => this.dispatch.execute(job));
  }

  notify(event: NotificationEvent): Promise<void> {
    const job: NotificationJob = { eventId: randomUUID(), event };
    return this.jobs.enqueue(NOTIFICATION_JOB, job);
  }
}
