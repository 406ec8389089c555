export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';
export const WEBHOOK_DELIVERY_STATUSES: readonly WebhookDeliveryStatus[] = ['pending', 'succeeded', 'failed'];

export type WebhookEventType = 'referral.converted' | 'referral.test';

export interface WebhookEndpoint {
  partnerId: number;
  url: string;
  /** `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
  secret: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookDelivery {
  id: number;
  partnerId: number;
  /** The `webhook-id` header: the same on every attempt, so receivers can drop repeats. */
  eventId: string;
  eventType: WebhookEventType;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/** What one attempt to POST an event ended with: the HTTP status if one came back, and what went wrong if anything. */
export interface DeliveryAttemptOutcome {
  responseCode: number | null;
  error: string | null;
}

export function isSuccessfulResponse(outcome: DeliveryAttemptOutcome): boolean {
  return outcome.responseCode !== null && outcome.responseCode >= 200 && outcome.responseCode < 300;
}

/** Seconds before attempt `attemptsMade + 1`: base, 2×base, 4×base, … */
export function retryDelaySeconds(attemptsMade: number, baseSeconds: number): number {
  return baseSeconds * 2 ** Math.max(0, attemptsMade - 1);
}
