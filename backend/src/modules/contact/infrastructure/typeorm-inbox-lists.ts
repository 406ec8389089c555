import { Injectable } from '@nestjs/common';
import type { ListPage, ListWindow } from '../../../paging/list-window';
import { keysetPage } from '../../../database/keyset-query';
import { UnitOfWork } from '../../../database/unit-of-work';
import { InboxLists, type SubscriberWindow } from '../application/inbox-lists';
import type { StoredContactMessage } from '../domain/contact-message';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';

const MESSAGE_COLUMNS = {
  createdAt: 'message.created_at',
  id: 'message.id',
  search: ['message.name', 'message.email', 'message.company', 'message.message'],
};
const SUBSCRIBER_COLUMNS = {
  createdAt: 'subscription.created_at',
  id: 'subscription.id',
  search: ['subscription.email'],
};

@Injectable()
export class TypeormInboxLists extends InboxLists {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  contactMessages(window: ListWindow): Promise<ListPage<StoredContactMessage>> {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('contact_messages', 'message')
      .select('message.id', 'id')
      .addSelect('message.name', 'name')
      .addSelect('message.email', 'email')
      .addSelect('message.company', 'company')
      .addSelect('message.message', 'message')
      .addSelect('message.created_at', 'createdAt');
    return keysetPage(builder, MESSAGE_COLUMNS, window, (row: StoredContactMessage) => row);
  }

  subscribers(window: SubscriberWindow): Promise<ListPage<NewsletterSubscription>> {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('newsletter_subscriptions', 'subscription')
      .select('subscription.id', 'id')
      .addSelect('subscription.email', 'email')
      .addSelect('subscription.status', 'status')
      .addSelect('subscription.created_at', 'createdAt')
      .addSelect('subscription.confirmed_at', 'confirmedAt')
      .addSelect('subscription.unsubscribed_at', 'unsubscribedAt');
    if (window.status) builder.andWhere('subscription.status = :status', { status: window.status });
    return keysetPage(builder, SUBSCRIBER_COLUMNS, window, (row: NewsletterSubscription) => row);
  }
}
