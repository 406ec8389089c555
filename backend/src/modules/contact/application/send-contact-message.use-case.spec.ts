import { describe, expect, it } from 'vitest';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { MailQueue, type OutgoingMail } from '../../mail/application/mail-queue';
import { Notifier } from '../../notifications/application/notifier';
import type { NotificationEvent } from '../../notifications/domain/notification-event';
import type { ContactMessage, StoredContactMessage } from '../domain/contact-message';
import { ContactMessageRepository } from './contact-message.repository';
import { SendContactMessageUseCase } from './send-contact-message.use-case';

const log: string[] = [];

class RecordingMessages extends ContactMessageRepository {
  stored: ContactMessage[] = [];
  async add(message: ContactMessage): Promise<StoredContactMessage> {
    log.push('store');
    this.stored.push(message);
    return { ...message, id: this.stored.length, createdAt: new Date() };
  }
}

class LoggingTransactions extends TransactionRunner {
  async run<T>(work: () => Promise<T>): Promise<T> {
    log.push('begin');
    const result = await work();
    log.push('commit');
    return result;
  }

  savepoint<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  afterCommit(callback: () => void): void {
    callback();
  }
}

class RecordingMail extends MailQueue {
  sent: OutgoingMail[] = [];
  async enqueue(mail: OutgoingMail): Promise<void> {
    log.push('mail');
    this.sent.push(mail);
  }
}

class RecordingNotifier extends Notifier {
  events: NotificationEvent[] = [];
  async notify(event: NotificationEvent): Promise<void> {
    log.push('notify');
    this.events.push(event);
  }
}

const message = { name: 'Ada', email: 'ada@example.com', company: 'AE', message: 'Hello <b>team</b>\nsecond line' };

function setUp() {
  log.length = 0;
  const messages = new RecordingMessages();
  const mail = new RecordingMail();
  const notifier = new RecordingNotifier();
  const useCase = new SendContactMessageUseCase(messages, new LoggingTransactions(), mail, notifier);
  return { messages, mail, notifier, useCase };
}

describe('SendContactMessageUseCase', () => {
  it('stores a message, acknowledges it to the sender and notifies the team, all in one transaction', async () => {
    const { messages, mail, notifier, useCase } = setUp();
    await expect(useCase.execute({ ...message, honeypot: '' })).resolves.toBe(true);
    expect(messages.stored).toEqual([message]);
    expect(log).toEqual(['begin', 'store', 'mail', 'notify', 'commit']);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'ada@example.com', idempotencyKey: 'contact-acknowledgement:1' });
    expect(mail.sent[0].message.text).toContain("We'll get back to you within 24 hours");
    expect(mail.sent[0].message.text).toContain('> Hello <b>team</b>\n> second line');
    expect(mail.sent[0].message.html).toContain('Hello &lt;b&gt;team&lt;/b&gt;');
    expect(mail.sent[0].message.html).not.toContain('<b>team');
    expect(notifier.events).toEqual([{ type: 'contact-message.received', messageId: 1, ...message }]);
  });

  it('drops a submission whose honeypot is filled, sending nothing', async () => {
    const { messages, mail, notifier, useCase } = setUp();
    await expect(useCase.execute({ ...message, honeypot: 'x' })).resolves.toBe(false);
    expect(messages.stored).toEqual([]);
    expect(mail.sent).toEqual([]);
    expect(notifier.events).toEqual([]);
  });
});
