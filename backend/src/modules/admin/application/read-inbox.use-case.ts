import { Injectable } from '@nestjs/common';
import { toCsv } from '../domain/csv';
import type { Page } from '../domain/moderation';
import { InboxMessage, InboxRepository, InboxSubscriber } from './inbox.repository';

@Injectable()
export class ReadInboxUseCase {
  constructor(private readonly inbox: InboxRepository) {}

  contactMessages(page: number, pageSize: number): Promise<Page<InboxMessage>> {
    return this.inbox.contactMessages(page, pageSize);
  }

  subscribers(page: number, pageSize: number): Promise<Page<InboxSubscriber>> {
    return this.inbox.subscribers(page, pageSize);
  }

  async contactMessagesCsv(): Promise<string> {
    return toCsv(await this.inbox.allContactMessages(), [
      { header: 'id', value: (row) => row.id },
      { header: 'received_at', value: (row) => row.createdAt },
      { header: 'name', value: (row) => row.name },
      { header: 'email', value: (row) => row.email },
      { header: 'company', value: (row) => row.company },
      { header: 'message', value: (row) => row.message },
    ]);
  }

  async subscribersCsv(): Promise<string> {
    return toCsv(await this.inbox.allSubscribers(), [
      { header: 'id', value: (row) => row.id },
      { header: 'email', value: (row) => row.email },
      { header: 'subscribed_at', value: (row) => row.createdAt },
    ]);
  }
}
