import { Injectable } from '@nestjs/common';
import type { WebhookDelivery, WebhookEventType } from '../domain/webhook';
import { generateWebhookEventId } from '../domain/webhook-signature';
import { DeliverWebhookUseCase } from './deliver-webhook.use-case';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';

/** Logs an event for the partner's endpoint and queues its delivery, in the caller's transaction. */
@Injectable()
export class WebhookEvents {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly delivery: DeliverWebhookUseCase,
  ) {}

  /** Does nothing (answers null) when the partner has no endpoint. */
  async emit(
    partnerId: number,
    type: WebhookEventType,
    data: object,
    occurredAt = new Date(),
  ): Promise<WebhookDelivery | null> {
    if (!(await this.endpoints.findByPartner(partnerId))) return null;
    const body = JSON.stringify({ type, timestamp: occurredAt.toISOString(), data });
    const created = await this.deliveries.create({
      partnerId,
      eventId: generateWebhookEventId(),
      eventType: type,
      body,
    });
    await this.delivery.schedule(created.id);
    return created;
  }
}
