import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { updateReturning } from '../../../database/update-returning';
import { WebhookEndpointRepository } from '../application/webhook-endpoint.repository';
import type { WebhookEndpoint } from '../domain/webhook';
import { WebhookEndpointEntity } from './webhook-endpoint.entity';
import { UPSERT_ENDPOINT } from './webhook-endpoints.statements';

type EndpointRow = { partner_id: number; url: string; secret: string; created_at: Date; updated_at: Date };

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    partnerId: row.partner_id,
    url: row.url,
    secret: row.secret,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

@Injectable()
export class TypeormWebhookEndpointRepository extends WebhookEndpointRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  async findByPartner(partnerId: number): Promise<WebhookEndpoint | null> {
    return this.unitOfWork.manager().getRepository(WebhookEndpointEntity).findOne({ where: { partnerId } });
  }

  /** One statement, so two saves at once cannot both insert. */
  async upsert(partnerId: number, url: string, secretIfNew: string): Promise<WebhookEndpoint> {
    const [row] = await this.unitOfWork.manager().query<EndpointRow[]>(UPSERT_ENDPOINT, [partnerId, url, secretIfNew]);
    return toEndpoint(row);
  }

  async replaceSecret(partnerId: number, secret: string): Promise<WebhookEndpoint | null> {
    const endpoints = this.unitOfWork.manager().getRepository(WebhookEndpointEntity);
    return updateReturning(endpoints, { partnerId }, { secret, updatedAt: () => 'now()' });
  }

  async delete(partnerId: number): Promise<boolean> {
    const result = await this.unitOfWork.manager().getRepository(WebhookEndpointEntity).delete({ partnerId });
    return (result.affected ?? 0) > 0;
  }
}
