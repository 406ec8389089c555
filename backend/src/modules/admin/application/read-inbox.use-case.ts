import { Injectable } from '@nestjs/common';
import { ListInboxUseCase } from '../../contact/application/list-inbox.use-case';
import type { StoredContactMessage } from '../../contact/domain/contact-message';
import type { NewsletterSubscription } from '../../contact/domain/newsletter-subscription';
import { toCsv } from '../domain/csv';
import type { Page } from '../domain/moderation';

@Injectable()
export class ReadInboxUseCase {
  constructor(private readonly inbox: ListInboxUseCase) {}

  async contactMessages(page: number, pageSize: number): Promise<Page<StoredContactMessage>> {
    return { ...(await this.inbox.contactMessages(page, pageSize)), page, pageSize };
  }

  async subscribers(page: number, pageSize: number): Promise<Page<NewsletterSubscription>> {
    return { ...(await this.inbox.subscribers(page, pageSize)), page, pageSize };
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
      { header: 'status', value: (row) => row.status },
      { header: 'subscribed_at', value: (row) => row.createdAt },
      { header: 'confirmed_at', value: (row) => row.confirmedAt },
      { header: 'unsubscribed_at', value: (row) => row.unsubscribedAt },
    ]);
  }
}
