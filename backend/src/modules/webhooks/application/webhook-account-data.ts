import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountDataExportHandlers,
  AccountDeletedHandlers,
  type AccountDataOwner,
} from '../../auth/application/account-data';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookEndpointRepository } from './webhook-endpoint.repository';

/**
 * A partner's webhook endpoint and delivery log: exported (without the signing secret, a
 * credential like a password), and deleted with the account, since the profile itself is kept.
 */
@Injectable()
export class WebhookAccountData implements OnModuleInit {
  constructor(
    private readonly exports: AccountDataExportHandlers,
    private readonly deletions: AccountDeletedHandlers,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  onModuleInit(): void {
    this.exports.register({ handle: (owner) => this.export(owner) });
    this.deletions.register({ handle: (owner) => this.delete(owner) });
  }

  private async export(owner: AccountDataOwner) {
    const profile = await this.profiles.find(owner.userId);
    const endpoint = profile ? await this.endpoints.findByPartner(profile.id) : null;
    const deliveries = profile ? await this.deliveries.allOf(profile.id) : [];
    return {
      webhookEndpoint: endpoint
        ? { url: endpoint.url, createdAt: endpoint.createdAt, updatedAt: endpoint.updatedAt }
        : null,
      webhookDeliveries: deliveries.map(({ partnerId: _partnerId, ...delivery }) => delivery),
    };
  }

  private async delete(owner: AccountDataOwner): Promise<void> {
    const profile = await this.profiles.find(owner.userId);
    if (!profile) return;
    await this.endpoints.delete(profile.id);
    await this.deliveries.deleteAllOf(profile.id);
  }
}
