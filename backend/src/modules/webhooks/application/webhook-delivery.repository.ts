import type { KeysetPage } from '../../../paging/keyset-page';
import type {
  DeliveryAttemptOutcome,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '../domain/webhook';

export interface NewWebhookDelivery {
  partnerId: number;
  eventId: string;
  eventType: WebhookEventType;
  body: string;
}

export interface RecordedAttempt {
  outcome: DeliveryAttemptOutcome;
  attemptedAt: Date;
  status: WebhookDeliveryStatus;
}

export abstract class WebhookDeliveryRepository {
  abstract create(delivery: NewWebhookDelivery): Promise<WebhookDelivery>;
  abstract findPending(id: number): Promise<WebhookDelivery | null>;
  /**
   * Records one more attempt, only if the delivery is still pending with `attemptsBefore` attempts
   * (a job run twice records once); answers whether it did.
   */
  abstract recordAttempt(id: number, attemptsBefore: number, attempt: RecordedAttempt): Promise<boolean>;
  /** The partner's deliveries, newest first, after the id `before` when given. */
  abstract page(partnerId: number, limit: number, before: number | undefined): Promise<KeysetPage<WebhookDelivery>>;
  /** Every delivery of the partner, oldest first (the account's data export). */
  abstract allOf(partnerId: number): Promise<WebhookDelivery[]>;
  abstract deleteAllOf(partnerId: number): Promise<void>;
}
