export abstract class NewsletterSubscriptionRepository {
  /** Adds the address unless it is already subscribed (case-insensitively); answers whether it was new. */
  abstract subscribe(email: string): Promise<boolean>;
}
