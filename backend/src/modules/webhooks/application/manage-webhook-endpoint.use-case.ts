import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { KeysetPage } from '../../../paging/keyset-page';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { PartnerStanding } from '../../partners/application/partner-standing';
import type { WebhookDelivery, WebhookEndpoint } from '../domain/webhook';
import { generateWebhookSecret } from '../domain/webhook-signature';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';
import { WebhookEvents } from './webhook-events';
import { WebhookTransport } from './webhook-transport';

export const NO_ENDPOINT_MESSAGE = 'No webhook endpoint is set';

/**
 * The partner's own endpoint (one per partner profile). Setting it, rotating its secret and
 * sending a test event are new partner work, refused while the profile is rejected, withdrawn or
 * revoked; reading it, its log and removing it are not.
 */
@Injectable()
export class ManageWebhookEndpointUseCase {
  constructor(
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly standing: PartnerStanding,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly events: WebhookEvents,
    private readonly transport: WebhookTransport,
  ) {}

  async get(userId: number): Promise<WebhookEndpoint | null> {
    const profile = await this.profiles.require(userId);
    return this.endpoints.findByPartner(profile.id);
  }

  async set(userId: number, url: string): Promise<WebhookEndpoint> {
    const profile = await this.standing.requireInGoodStanding(userId);
    const refusal = await this.transport.refusal(url);
    if (refusal) throw new DomainError('VALIDATION_FAILED', refusal);
    return this.endpoints.upsert(profile.id, url, generateWebhookSecret());
  }

  async remove(userId: number): Promise<void> {
    const profile = await this.profiles.require(userId);
    if (!(await this.endpoints.delete(profile.id))) throw new DomainError('NOT_FOUND', NO_ENDPOINT_MESSAGE);
  }

  async rotateSecret(userId: number): Promise<WebhookEndpoint> {
    const profile = await this.standing.requireInGoodStanding(userId);
    const endpoint = await this.endpoints.replaceSecret(profile.id, generateWebhookSecret());
    if (!endpoint) throw new DomainError('NOT_FOUND', NO_ENDPOINT_MESSAGE);
    return endpoint;
  }

  /** A `referral.test` event with the fields a conversion has, so a receiver can try its parsing. */
  async sendTest(userId: number): Promise<WebhookDelivery> {
    const profile = await this.standing.requireInGoodStanding(userId);
    const now = new Date();
    const delivery = await this.events.emit(
      profile.id,
      'referral.test',
      { referralId: null, referralCode: profile.referralCode, campaignId: null, convertedAt: now.toISOString() },
      now,
    );
    if (!delivery) throw new DomainError('NOT_FOUND', NO_ENDPOINT_MESSAGE);
    return delivery;
  }

  async deliveryLog(userId: number, limit: number, before: number | undefined): Promise<KeysetPage<WebhookDelivery>> {
    const profile = await this.profiles.require(userId);
    return this.deliveries.page(profile.id, limit, before);
  }
}
