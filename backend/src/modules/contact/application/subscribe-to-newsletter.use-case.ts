import { Injectable } from '@nestjs/common';
import { isBotSubmission } from '../domain/contact-message';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';

@Injectable()
export class SubscribeToNewsletterUseCase {
  constructor(private readonly subscriptions: NewsletterSubscriptionRepository) {}

  /** Subscribing twice keeps one subscription; the answer does not reveal which case it was. */
  async execute(email: string, honeypot?: string): Promise<void> {
    if (isBotSubmission(honeypot)) return;
    await this.subscriptions.subscribe(email);
  }
}
