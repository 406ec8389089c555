import { beforeEach, describe, expect, it } from 'vitest';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { MailQueue, type OutgoingMail } from '../../mail/application/mail-queue';
import type { NewsletterSubscription, PendingConfirmation } from '../domain/newsletter-subscription';
import {
  ConfirmNewsletterSubscriptionUseCase,
  EXPIRED_CONFIRMATION_LINK,
  INVALID_CONFIRMATION_LINK,
} from './confirm-newsletter-subscription.use-case';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterSubscriptionRepository } from './newsletter-subscription.repository';
import { UnsubscribeTokens } from './newsletter-tokens';
import { SubscribeToNewsletterUseCase } from './subscribe-to-newsletter.use-case';
import { UnsubscribeFromNewsletterUseCase } from './unsubscribe-from-newsletter.use-case';

interface Row extends NewsletterSubscription {
  tokenHash: string | null;
  expiresAt: Date | null;
  sends: number;
}

class MemorySubscriptions extends NewsletterSubscriptionRepository {
  rows: Row[] = [];
  async findOrAddLocked(email: string): Promise<NewsletterSubscription> {
    let row = this.rows.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
    if (!row) {
      row = {
        id: this.rows.length + 1,
        email,
        status: 'pending',
        createdAt: new Date(),
        confirmedAt: null,
        unsubscribedAt: null,
        tokenHash: null,
        expiresAt: null,
        sends: 0,
      };
      this.rows.push(row);
    }
    return { ...row };
  }
  async issueConfirmation(id: number, tokenHash: string, expiresAt: Date): Promise<number> {
    const row = this.rows[id - 1];
    Object.assign(row, { status: 'pending', tokenHash, expiresAt, sends: row.sends + 1 });
    return row.sends;
  }
  async findByConfirmationLocked(tokenHash: string): Promise<PendingConfirmation | null> {
    const row = this.rows.find((candidate) => candidate.tokenHash === tokenHash && candidate.status === 'pending');
    return row ? { subscription: { ...row }, expiresAt: row.expiresAt, confirmationSends: row.sends } : null;
  }
  async activate(id: number): Promise<NewsletterSubscription> {
    Object.assign(this.rows[id - 1], { status: 'active', confirmedAt: new Date(), tokenHash: null, expiresAt: null });
    return { ...this.rows[id - 1] };
  }
  async unsubscribe(id: number): Promise<NewsletterSubscription | null> {
    const row = this.rows[id - 1];
    if (!row) return null;
    if (row.status !== 'unsubscribed')
      Object.assign(row, { status: 'unsubscribed', unsubscribedAt: new Date(), tokenHash: null });
    return { ...row };
  }
}

class ImmediateTransactions extends TransactionRunner {
  run<T>(work: () => Promise<T>): Promise<T> {
    return work();
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
    this.sent.push(mail);
  }
}

class PlainUnsubscribeTokens extends UnsubscribeTokens {
  async sign(id: number): Promise<string> {
    return `signed-${id}`;
  }
  async verify(token: string): Promise<number | null> {
    const match = /^signed-(\d+)$/.exec(token);
    return match ? Number(match[1]) : null;
  }
}

const links = new NewsletterLinks({ publicUrl: 'https://growth.example' });

function tokenOf(mail: OutgoingMail): string {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.message.text);
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1];
}

let subscriptions: MemorySubscriptions;
let mail: RecordingMail;
let subscribe: SubscribeToNewsletterUseCase;
let confirm: ConfirmNewsletterSubscriptionUseCase;
let unsubscribe: UnsubscribeFromNewsletterUseCase;

beforeEach(() => {
  subscriptions = new MemorySubscriptions();
  mail = new RecordingMail();
  const transactions = new ImmediateTransactions();
  const tokens = new PlainUnsubscribeTokens();
  subscribe = new SubscribeToNewsletterUseCase(subscriptions, transactions, mail, links);
  confirm = new ConfirmNewsletterSubscriptionUseCase(subscriptions, transactions, mail, links, tokens);
  unsubscribe = new UnsubscribeFromNewsletterUseCase(subscriptions, tokens);
});

describe('newsletter double opt-in', () => {
  it('keeps a new address pending and mails it a confirmation link, storing only its hash', async () => {
    await subscribe.execute('ada@example.com');
    expect(subscriptions.rows[0]).toMatchObject({ status: 'pending', sends: 1 });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'ada@example.com', idempotencyKey: 'newsletter-confirm:1:1' });
    const token = tokenOf(mail.sent[0]);
    expect(mail.sent[0].message.html).toContain(`https://growth.example/newsletter/confirm?token=${token}`);
    expect(subscriptions.rows[0].tokenHash).not.toContain(token);
  });

  it('re-sends a fresh link to a pending address under a new key, and the old link stops working', async () => {
    await subscribe.execute('ada@example.com');
    await subscribe.execute('ADA@example.com');
    expect(subscriptions.rows).toHaveLength(1);
    expect(mail.sent.map((sent) => sent.idempotencyKey)).toEqual(['newsletter-confirm:1:1', 'newsletter-confirm:1:2']);
    await expect(confirm.execute(tokenOf(mail.sent[0]))).rejects.toThrow(INVALID_CONFIRMATION_LINK);
    await expect(confirm.execute(tokenOf(mail.sent[1]))).resolves.toMatchObject({ status: 'active' });
  });

  it('sends nothing to an active address and nothing for a bot', async () => {
    await subscribe.execute('ada@example.com');
    await confirm.execute(tokenOf(mail.sent[0]));
    const before = mail.sent.length;
    await subscribe.execute('ada@example.com');
    await subscribe.execute('bot@example.com', 'http://spam.example');
    expect(mail.sent).toHaveLength(before);
    expect(subscriptions.rows).toHaveLength(1);
  });

  it('activates once, welcoming with the unsubscribe link in the text, the HTML and the headers', async () => {
    await subscribe.execute('ada@example.com');
    const token = tokenOf(mail.sent[0]);
    await confirm.execute(token);
    const welcome = mail.sent[1];
    expect(welcome.idempotencyKey).toBe('newsletter-welcome:1:1');
    expect(welcome.message.headers).toEqual({
      'List-Unsubscribe': '<https://growth.example/api/newsletter/unsubscribe?token=signed-1>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome.message.text).toContain('https://growth.example/newsletter/unsubscribe?token=signed-1');
    expect(welcome.message.html).toContain('href="https://growth.example/newsletter/unsubscribe?token=signed-1"');
    await expect(confirm.execute(token)).rejects.toThrow(INVALID_CONFIRMATION_LINK);
  });

  it('refuses an expired link', async () => {
    const sentAt = new Date('2026-01-01T00:00:00Z');
    await subscribe.execute('ada@example.com', undefined, sentAt);
    const eightDaysLater = new Date(sentAt.getTime() + 8 * 24 * 60 * 60 * 1000);
    await expect(confirm.execute(tokenOf(mail.sent[0]), eightDaysLater)).rejects.toThrow(EXPIRED_CONFIRMATION_LINK);
    expect(subscriptions.rows[0].status).toBe('pending');
  });

  it('unsubscribes idempotently, refuses a forged token, and a new subscription asks for confirmation again', async () => {
    await subscribe.execute('ada@example.com');
    await confirm.execute(tokenOf(mail.sent[0]));
    await expect(unsubscribe.execute('signed-1')).resolves.toMatchObject({ status: 'unsubscribed' });
    await expect(unsubscribe.execute('signed-1')).resolves.toMatchObject({ status: 'unsubscribed' });
    await expect(unsubscribe.execute('forged')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(unsubscribe.execute('signed-99')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await subscribe.execute('ada@example.com');
    expect(subscriptions.rows[0].status).toBe('pending');
    expect(mail.sent.at(-1)?.idempotencyKey).toBe('newsletter-confirm:1:2');
  });
});
