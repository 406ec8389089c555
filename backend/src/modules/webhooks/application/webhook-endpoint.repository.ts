import type { WebhookEndpoint } from '../domain/webhook';

export abstract class WebhookEndpointRepository {
  abstract findByPartner(partnerId: number): Promise<WebhookEndpoint | null>;
  /** Sets the partner's endpoint URL; a new endpoint gets `secretIfNew`, an existing one keeps its secret. */
  abstract upsert(partnerId: number, url: string, secretIfNew: string): Promise<WebhookEndpoint>;
  abstract replaceSecret(partnerId: number, secret: string): Promise<WebhookEndpoint | null>;
  /** Answers whether there was one to delete. */
  abstract delete(partnerId: number): Promise<boolean>;
}
