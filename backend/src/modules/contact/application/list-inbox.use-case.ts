import { Injectable } from '@nestjs/common';
import type { StoredContactMessage } from '../domain/contact-message';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { ContactMessageRepository, type Slice } from './contact-message.repository';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';

/** What the contact form and the newsletter collected, newest first, for the admin inbox. */
@Injectable()
export class ListInboxUseCase {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly subscriptions: NewsletterSubscriptionRepository,
  ) {}

  /** Page `page` (from 1) of `pageSize` messages. */
  contactMessages(page: number, pageSize: number): Promise<Slice<StoredContactMessage>> {
    return this.messages.slice((page - 1) * pageSize, pageSize);
  }

  allContactMessages(): Promise<StoredContactMessage[]> {
    return this.messages.listAll();
  }

  subscribers(page: number, pageSize: number): Promise<Slice<NewsletterSubscription>> {
    return this.subscriptions.slice((page - 1) * pageSize, pageSize);
  }

  allSubscribers(): Promise<NewsletterSubscription[]> {
    return this.subscriptions.listAll();
  }
}
