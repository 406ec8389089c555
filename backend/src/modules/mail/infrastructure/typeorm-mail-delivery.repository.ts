import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { pageOf, type KeysetPage } from '../../../paging/keyset-page';
import { UnitOfWork } from '../../../database/unit-of-work';
import { MailDeliveryRepository, type MailDelivery } from '../application/mail-delivery.repository';
import type { SentMail } from '../application/mail-transport';
import { MailDeliveryEntity } from './mail-delivery.entity';

const SUBJECT_MAX_LENGTH = 300;

function toDelivery(row: MailDeliveryEntity): MailDelivery {
  return {
    id: Number(row.id),
    to: row.recipient,
    subject: row.subject,
    sentAt: row.sentAt,
    outboxFile: row.outboxFile,
  };
}

@Injectable()
export class TypeormMailDeliveryRepository extends MailDeliveryRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get deliveries() {
    return this.unitOfWork.manager().getRepository(MailDeliveryEntity);
  }

  async wasSent(idempotencyKey: string): Promise<boolean> {
    return this.deliveries.exists({ where: { idempotencyKey } });
  }

  async record(idempotencyKey: string, to: string, subject: string, sent: SentMail): Promise<void> {
    await this.deliveries
      .createQueryBuilder()
      .insert()
      .values({ idempotencyKey, recipient: to, subject: subject.slice(0, SUBJECT_MAX_LENGTH), ...sent })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  async outboxPage(limit: number, before: number | undefined): Promise<KeysetPage<MailDelivery>> {
    const [rows, total] = await Promise.all([
      this.deliveries.find({
        where: { transport: 'outbox', ...(before === undefined ? {} : { id: LessThan(String(before)) }) },
        order: { id: 'DESC' },
        take: limit + 1,
      }),
      this.deliveries.count({ where: { transport: 'outbox' } }),
    ]);
    return pageOf(rows.map(toDelivery), limit, total);
  }

  async findInOutbox(id: number): Promise<MailDelivery | null> {
    const row = await this.deliveries.findOne({ where: { id: String(id), transport: 'outbox' } });
    return row ? toDelivery(row) : null;
  }
}
