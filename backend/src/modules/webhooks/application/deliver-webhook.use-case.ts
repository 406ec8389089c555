import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import {
  isSuccessfulResponse,
  retryDelaySeconds,
  type DeliveryAttemptOutcome,
  type WebhookDelivery,
} from '../domain/webhook';
import { signWebhook } from '../domain/webhook-signature';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';
import { WebhookTransport } from './webhook-transport';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

export interface WebhookDeliveryJob {
  deliveryId: number;
}

const ENDPOINT_REMOVED: DeliveryAttemptOutcome = { responseCode: null, error: 'No endpoint is set any more' };

/**
 * One delivery attempt per job. The attempt goes to the partner's endpoint and secret as they are
 * now (a rotated secret signs the remaining attempts). The outcome and, when another attempt is
 * due, the job that makes it are written in one transaction; a job that ran twice records once.
 */
@Injectable()
export class DeliverWebhookUseCase implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly transactions: TransactionRunner,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly transport: WebhookTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<WebhookDeliveryJob>(WEBHOOK_DELIVERY_JOB, (job) => this.execute(job.deliveryId));
  }

  /** Queues the first attempt of a delivery; joins the caller's transaction. */
  schedule(deliveryId: number, startAfterSeconds = 0): Promise<void> {
    return this.jobs.enqueue(WEBHOOK_DELIVERY_JOB, { deliveryId } satisfies WebhookDeliveryJob, { startAfterSeconds });
  }

  async execute(deliveryId: number): Promise<void> {
    const delivery = await this.deliveries.findPending(deliveryId);
    if (!delivery) return;
    const endpoint = await this.endpoints.findByPartner(delivery.partnerId);
    const attemptedAt = new Date();
    const outcome = endpoint
      ? await this.attempt(delivery, endpoint.url, endpoint.secret, attemptedAt)
      : ENDPOINT_REMOVED;
    const attempts = delivery.attempts + 1;
    const succeeded = isSuccessfulResponse(outcome);
    const final = succeeded || !endpoint || attempts >= this.config.webhooks.maxAttempts;
    const status = succeeded ? 'succeeded' : final ? 'failed' : 'pending';
    await this.transactions.run(async () => {
      const recorded = await this.deliveries.recordAttempt(delivery.id, delivery.attempts, {
        outcome,
        attemptedAt,
        status,
      });
      if (recorded && !final)
        await this.schedule(delivery.id, retryDelaySeconds(attempts, this.config.webhooks.retryBaseSeconds));
    });
  }

  private attempt(
    delivery: WebhookDelivery,
    url: string,
    secret: string,
    attemptedAt: Date,
  ): Promise<DeliveryAttemptOutcome> {
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    return this.transport.post({
      url,
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(secret, delivery.eventId, timestamp, delivery.body),
      },
    });
  }
}
