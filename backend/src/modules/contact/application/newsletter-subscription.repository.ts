import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import type { Slice } from './contact-message.repository';

export abstract class NewsletterSubscriptionRepository {
  /** Adds the address unless it is already subscribed (case-insensitively); answers whether it was new. */
  abstract subscribe(email: string): Promise<boolean>;
  abstract slice(offset: number, limit: number): Promise<Slice<NewsletterSubscription>>;
  /** Newest first. */
  abstract listAll(): Promise<NewsletterSubscription[]>;
}
