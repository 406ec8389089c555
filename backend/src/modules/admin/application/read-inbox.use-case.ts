import { Injectable } from '@nestjs/common';
import { readAll, type ListPage, type ListWindow } from '../../../paging/list-window';
import { InboxLists, type SubscriberWindow } from '../../contact/application/inbox-lists';
import type { StoredContactMessage } from '../../contact/domain/contact-message';
import type { NewsletterSubscription } from '../../contact/domain/newsletter-subscription';
import { toCsv } from '../domain/csv';

@Injectable()
export class ReadInboxUseCase {
  constructor(private readonly inbox: InboxLists) {}

  contactMessages(window: ListWindow): Promise<ListPage<StoredContactMessage>> {
    return this.inbox.contactMessages(window);
  }

  subscribers(window: SubscriberWindow): Promise<ListPage<NewsletterSubscription>> {
    return this.inbox.subscribers(window);
  }

  async contactMessagesCsv(window: Omit<ListWindow, 'limit' | 'after'>): Promise<string> {
    return toCsv(await readAll((page: ListWindow) => this.inbox.contactMessages(page), window), [
      { header: 'id', value: (row) => row.id },
      { header: 'received_at', value: (row) => row.createdAt },
      { header: 'name', value: (row) => row.name },
      { header: 'email', value: (row) => row.email },
      { header: 'company', value: (row) => row.company },
      { header: 'message', value: (row) => row.message },
    ]);
  }

  async subscribersCsv(window: Omit<SubscriberWindow, 'limit' | 'after'>): Promise<string> {
    return toCsv(await readAll((page: SubscriberWindow) => this.inbox.subscribers(page), window), [
      { header: 'id', value: (row) => row.id },
      { header: 'email', value: (row) => row.email },
      { header: 'status', value: (row) => row.status },
      { header: 'subscribed_at', value: (row) => row.createdAt },
      { header: 'confirmed_at', value: (row) => row.confirmedAt },
      { header: 'unsubscribed_at', value: (row) => row.unsubscribedAt },
    ]);
  }
}
