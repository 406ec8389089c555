import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { MailQueue } from '../../mail/application/mail-queue';
import type { NewsletterSubscription } from '../domain/newsletter-subscription';
import { welcomeMail } from './contact-mails';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';
import { hashConfirmationToken, UnsubscribeTokens } from './newsletter-tokens';

export const INVALID_CONFIRMATION_LINK =
  'This confirmation link is invalid or has already been used. Subscribe again to get a new one.';
export const EXPIRED_CONFIRMATION_LINK = 'This confirmation link has expired. Subscribe again to get a new one.';

@Injectable()
export class ConfirmNewsletterSubscriptionUseCase {
  constructor(
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailQueue,
    private readonly links: NewsletterLinks,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  /** Activates the subscription whose link this is and welcomes it; a link works once. */
  execute(token: string, now = new Date()): Promise<NewsletterSubscription> {
    return this.transactions.run(async () => {
      const found = await this.subscriptions.findByConfirmationLocked(hashConfirmationToken(token));
      if (!found) throw new DomainError('VALIDATION_FAILED', INVALID_CONFIRMATION_LINK);
      if (!found.expiresAt || found.expiresAt.getTime() <= now.getTime()) {
        throw new DomainError('VALIDATION_FAILED', EXPIRED_CONFIRMATION_LINK);
      }
      const subscription = await this.subscriptions.activate(found.subscription.id);
      const unsubscribeToken = await this.unsubscribeTokens.sign(subscription.id);
      await this.mail.enqueue({
        idempotencyKey: `newsletter-welcome:${subscription.id}:${found.confirmationSends}`,
        to: subscription.email,
        message: welcomeMail(this.links.home(), {
          page: this.links.unsubscribePage(unsubscribeToken),
          oneClick: this.links.oneClickUnsubscribe(unsubscribeToken),
        }),
      });
      return subscription;
    });
  }
}
