import type { DeliveryAttemptOutcome } from '../domain/webhook';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Reaches partners' endpoints. Both methods refuse targets that are (or resolve to) loopback,
 * private, link-local or otherwise non-public addresses unless the configuration allows them.
 */
export abstract class WebhookTransport {
  /** Why the URL cannot be an endpoint (a sentence for the partner), or null when it can. */
  abstract refusal(url: string): Promise<string | null>;
  /** One attempt: POSTs once, follows no redirect, gives up after the configured timeout. */
  abstract post(request: WebhookRequest): Promise<DeliveryAttemptOutcome>;
}
