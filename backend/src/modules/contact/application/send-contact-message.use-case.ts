import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { MailQueue } from '../../mail/application/mail-queue';
import { Notifier } from '../../notifications/application/notifier';
import { isBotSubmission, type ContactMessage } from '../domain/contact-message';
import { ContactMessageRepository } from './contact-message.repository';
import { contactAcknowledgementMail } from './contact-mails';

export interface SendContactMessageCommand extends ContactMessage {
  honeypot?: string;
}

@Injectable()
export class SendContactMessageUseCase {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly transactions: TransactionRunner,
    private readonly mail: MailQueue,
    private readonly notifier: Notifier,
  ) {}

  /**
   * Answers whether the message was stored; bot submissions are accepted silently and dropped.
   * The sender's acknowledgement and the team's notification leave only if the message is kept.
   */
  async execute({ honeypot, ...message }: SendContactMessageCommand): Promise<boolean> {
    if (isBotSubmission(honeypot)) return false;
    await this.transactions.run(async () => {
      const stored = await this.messages.add(message);
      await this.mail.enqueue({
        idempotencyKey: `contact-acknowledgement:${stored.id}`,
        to: stored.email,
        message: contactAcknowledgementMail(message),
      });
      await this.notifier.notify({
        type: 'contact-message.received',
        messageId: stored.id,
        name: stored.name,
        email: stored.email,
        company: stored.company,
        message: stored.message,
      });
    });
    return true;
  }
}
