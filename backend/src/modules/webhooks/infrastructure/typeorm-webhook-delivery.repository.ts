import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { pageOf, type KeysetPage } from '../../../paging/keyset-page';
import { UnitOfWork } from '../../../database/unit-of-work';
import {
  WebhookDeliveryRepository,
  type NewWebhookDelivery,
  type RecordedAttempt,
} from '../application/webhook-delivery.repository';
import type { WebhookDelivery } from '../domain/webhook';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

const ERROR_MAX_LENGTH = 500;

function toDelivery(row: WebhookDeliveryEntity): WebhookDelivery {
  return { ...row, id: Number(row.id) };
}

@Injectable()
export class TypeormWebhookDeliveryRepository extends WebhookDeliveryRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get deliveries() {
    return this.unitOfWork.manager().getRepository(WebhookDeliveryEntity);
  }

  async create(delivery: NewWebhookDelivery): Promise<WebhookDelivery> {
    const result = await this.deliveries.createQueryBuilder().insert().values(delivery).execute();
    const created = await this.deliveries.findOneOrFail({ where: { id: String(result.identifiers[0].id) } });
    return toDelivery(created);
  }

  async findPending(id: number): Promise<WebhookDelivery | null> {
    const row = await this.deliveries.findOne({ where: { id: String(id), status: 'pending' } });
    return row ? toDelivery(row) : null;
  }

  async recordAttempt(id: number, attemptsBefore: number, attempt: RecordedAttempt): Promise<boolean> {
    const result = await this.deliveries.update(
      { id: String(id), status: 'pending', attempts: attemptsBefore },
      {
        attempts: attemptsBefore + 1,
        status: attempt.status,
        lastAttemptAt: attempt.attemptedAt,
        lastResponseCode: attempt.outcome.responseCode,
        lastError: attempt.outcome.error?.slice(0, ERROR_MAX_LENGTH) ?? null,
        ...(attempt.status === 'succeeded' ? { deliveredAt: new Date() } : {}),
      },
    );
    return (result.affected ?? 0) > 0;
  }

  async page(partnerId: number, limit: number, before: number | undefined): Promise<KeysetPage<WebhookDelivery>> {
    const [rows, total] = await Promise.all([
      this.deliveries.find({
        where: { partnerId, ...(before === undefined ? {} : { id: LessThan(String(before)) }) },
        order: { id: 'DESC' },
        take: limit + 1,
      }),
      this.deliveries.count({ where: { partnerId } }),
    ]);
    return pageOf(rows.map(toDelivery), limit, total);
  }

  async allOf(partnerId: number): Promise<WebhookDelivery[]> {
    return (await this.deliveries.find({ where: { partnerId }, order: { id: 'ASC' } })).map(toDelivery);
  }

  async deleteAllOf(partnerId: number): Promise<void> {
    await this.deliveries.delete({ partnerId });
  }
}
