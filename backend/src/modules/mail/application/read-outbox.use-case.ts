import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { KeysetPage } from '../../../paging/keyset-page';
import { MailDeliveryRepository, type MailDelivery } from './mail-delivery.repository';

export interface OutboxMessage extends MailDelivery {
  text: string;
  html: string;
}

/** Reads a message file of the outbox back. */
export abstract class OutboxFiles {
  abstract read(file: string): Promise<{ text: string; html: string } | null>;
}

@Injectable()
export class ReadOutboxUseCase {
  constructor(
    private readonly deliveries: MailDeliveryRepository,
    private readonly files: OutboxFiles,
  ) {}

  list(limit: number, before: number | undefined): Promise<KeysetPage<MailDelivery>> {
    return this.deliveries.outboxPage(limit, before);
  }

  async read(id: number): Promise<OutboxMessage> {
    const delivery = await this.deliveries.findInOutbox(id);
    const content = delivery?.outboxFile ? await this.files.read(delivery.outboxFile) : null;
    if (!delivery) throw new DomainError('NOT_FOUND', 'Message not found');
    if (!content) throw new DomainError('NOT_FOUND', 'The message file is not in this instance’s outbox');
    return { ...delivery, ...content };
  }
}
