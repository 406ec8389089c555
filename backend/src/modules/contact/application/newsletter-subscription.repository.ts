import type { NewsletterSubscription, PendingConfirmation } from '../domain/newsletter-subscription';

export abstract class NewsletterSubscriptionRepository {
  /**
   * The subscription of this address (case-insensitively), added as pending if there is none,
   * locked until the transaction ends, so that concurrent requests for one address take turns.
   */
  abstract findOrAddLocked(email: string): Promise<NewsletterSubscription>;
  /** Makes the subscription pending with this confirmation token; answers the number of this send. */
  abstract issueConfirmation(id: number, tokenHash: string, expiresAt: Date): Promise<number>;
  /** The subscription that holds this confirmation token, locked, or null. */
  abstract findByConfirmationLocked(tokenHash: string): Promise<PendingConfirmation | null>;
  /** Active from now; the confirmation token is used up. */
  abstract activate(id: number): Promise<NewsletterSubscription>;
  /** Unsubscribed (kept as it is if it already was); answers null for an unknown id. */
  abstract unsubscribe(id: number): Promise<NewsletterSubscription | null>;
}
