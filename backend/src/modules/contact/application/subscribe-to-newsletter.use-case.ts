import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { MailQueue } from '../../mail/application/mail-queue';
import { isBotSubmission } from '../domain/contact-message';
import { CONFIRMATION_TTL_MS, needsConfirmation } from '../domain/newsletter-subscription';
import { confirmationMail } from './contact-mails';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';
import { newConfirmationToken } from './newsletter-tokens';

@Injectable()
export class SubscribeToNewsletterUseCase {
  constructor(
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailQueue,
    private readonly links: NewsletterLinks,
  ) {}

  /**
   * Double opt-in: a new, pending or unsubscribed address gets a fresh confirmation link (earlier
   * links stop working); an active one gets nothing. Subscribing twice keeps one subscription, and
   * the caller answers the same in every case, so nobody learns who is subscribed.
   */
  async execute(email: string, honeypot?: string, now = new Date()): Promise<void> {
    if (isBotSubmission(honeypot)) return;
    await this.transactions.run(async () => {
      const subscription = await this.subscriptions.findOrAddLocked(email);
      if (!needsConfirmation(subscription.status)) return;
      const { token, hash } = newConfirmationToken();
      const sendNumber = await this.subscriptions.issueConfirmation(
        subscription.id,
        hash,
        new Date(now.getTime() + CONFIRMATION_TTL_MS),
      );
      await this.mail.enqueue({
        idempotencyKey: `newsletter-confirm:${subscription.id}:${sendNumber}`,
        to: subscription.email,
        message: confirmationMail(this.links.confirm(token)),
      });
    });
  }
}
