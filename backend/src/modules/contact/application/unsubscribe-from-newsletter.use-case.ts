import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';
import { UnsubscribeTokens } from './newsletter-tokens';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is invalid. Use the link from your latest newsletter mail.';

@Injectable()
export class UnsubscribeFromNewsletterUseCase {
  constructor(
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  /** Idempotent: the link of an unsubscribed address answers the same again. */
  async execute(token: string): Promise<NewsletterSubscription> {
    const id = await this.unsubscribeTokens.verify(token);
    const subscription = id === null ? null : await this.subscriptions.unsubscribe(id);
    if (!subscription) throw new DomainError('VALIDATION_FAILED', INVALID_UNSUBSCRIBE_LINK);
    return subscription;
  }
}
