import { beforeEach, describe, expect, it } from 'vitest';
import { type TransactionRunner } from '../../../common/application/transaction-runner';
import { loadConfig } from '../../../config/app-config';
import { MailQueue, type OutgoingMail } from '../../mail/application/mail-queue';
import type { UserEmail } from '../domain/account-email';
import type { AccountToken } from '../domain/account-token';
import { AccountTokenRepository, type NewAccountToken } from './account-token.repository';
import { hashAccountToken } from './account-token-secret';
import { ChangeAccountEmailUseCase } from './change-account-email.use-case';
import { UserEmailRepository } from './user-email.repository';
import { VERIFY_EMAIL_FAILURES, VerifyAccountEmailUseCase } from './verify-account-email.use-case';

class InMemoryEmails extends UserEmailRepository {
  readonly stored = new Map<number, UserEmail>();
  async find(userId: number) {
    return this.stored.get(userId) ?? null;
  }
  async set(userId: number, email: string | null) {
    this.stored.set(userId, { email, verifiedAt: null });
  }
  async markVerified(userId: number, email: string) {
    const current = this.stored.get(userId);
    if (current?.email !== email) return false;
    this.stored.set(userId, { email, verifiedAt: new Date() });
    return true;
  }
  async isVerifiedElsewhere(email: string, exceptUserId: number) {
    return [...this.stored].some(
      ([id, stored]) =>
        id !== exceptUserId && stored.verifiedAt !== null && stored.email?.toLowerCase() === email.toLowerCase(),
    );
  }
}

class InMemoryTokens extends AccountTokenRepository {
  readonly rows: (AccountToken & { tokenHash: string })[] = [];
  async create(token: NewAccountToken) {
    const row = { ...token, id: this.rows.length + 1, usedAt: null };
    this.rows.push(row);
    return row;
  }
  async findByHash(tokenHash: string) {
    return this.rows.find((row) => row.tokenHash === tokenHash) ?? null;
  }
  async hasNewer(token: AccountToken) {
    return this.rows.some((row) => row.userId === token.userId && row.purpose === token.purpose && row.id > token.id);
  }
  async markUsed(id: number) {
    const row = this.rows.find((candidate) => candidate.id === id)!;
    if (row.usedAt) return false;
    row.usedAt = new Date();
    return true;
  }
  async markAllUsed(userId: number, purpose: AccountToken['purpose']) {
    for (const row of this.rows)
      if (row.userId === userId && row.purpose === purpose && !row.usedAt) row.usedAt = new Date();
  }
}

class RecordingMail extends MailQueue {
  readonly sent: OutgoingMail[] = [];
  async enqueue(mail: OutgoingMail) {
    this.sent.push(mail);
  }
}

const directly: TransactionRunner = {
  run: (work) => work(),
  savepoint: (work) => work(),
  afterCommit: (callback) => callback(),
};
const user = { id: 1, username: 'ada', role: 'user' as const };

let emails: InMemoryEmails;
let tokens: InMemoryTokens;
let mail: RecordingMail;
let change: ChangeAccountEmailUseCase;
let verify: VerifyAccountEmailUseCase;

beforeEach(() => {
  emails = new InMemoryEmails();
  tokens = new InMemoryTokens();
  mail = new RecordingMail();
  emails.stored.set(1, { email: null, verifiedAt: null });
  change = new ChangeAccountEmailUseCase(
    emails,
    tokens,
    mail,
    directly,
    loadConfig({ PUBLIC_URL: 'https://site.example/' }),
  );
  verify = new VerifyAccountEmailUseCase(emails, tokens, directly);
});

const tokenOf = (sent: OutgoingMail) => new URL(/https:\S+/.exec(sent.message.text)![0]).searchParams.get('token')!;

describe('account email use cases', () => {
  it('mails a link whose token is stored only as its hash, once per token', async () => {
    await change.execute(user, 'ada@example.com');
    expect(mail.sent).toHaveLength(1);
    const [sent] = mail.sent;
    expect(sent).toMatchObject({ to: 'ada@example.com', idempotencyKey: 'verify-email:1' });
    expect(sent.message.text).toContain('https://site.example/account/verify-email?token=');
    expect(tokens.rows[0].tokenHash).toBe(hashAccountToken(tokenOf(sent)));
    expect(JSON.stringify(tokens.rows)).not.toContain(tokenOf(sent));
  });

  it('escapes the username in the HTML part', async () => {
    await change.execute({ ...user, username: '<b>ada</b>' }, 'ada@example.com');
    expect(mail.sent[0].message.html).toContain('&lt;b&gt;ada&lt;/b&gt;');
    expect(mail.sent[0].message.html).not.toContain('<b>ada</b>');
  });

  it('verifies once, and refuses the link afterwards', async () => {
    await change.execute(user, 'ada@example.com');
    const token = tokenOf(mail.sent[0]);
    expect(await verify.execute(token)).toEqual({ email: 'ada@example.com', verified: true });
    await expect(verify.execute(token)).rejects.toThrow(VERIFY_EMAIL_FAILURES.used);
  });

  it('sends nothing for the verified address set again, in another letter case', async () => {
    await change.execute(user, 'ada@example.com');
    await verify.execute(tokenOf(mail.sent[0]));
    expect(await change.execute(user, 'ADA@example.com')).toEqual({ email: 'ada@example.com', verified: true });
    expect(mail.sent).toHaveLength(1);
  });

  it('refuses an older link once a newer one was sent', async () => {
    await change.execute(user, 'ada@example.com');
    await change.execute(user, 'ada@example.com');
    await expect(verify.execute(tokenOf(mail.sent[0]))).rejects.toThrow(VERIFY_EMAIL_FAILURES.superseded);
    await expect(verify.execute(tokenOf(mail.sent[1]))).resolves.toMatchObject({ verified: true });
  });

  it('refuses an expired link without using it up', async () => {
    await change.execute(user, 'ada@example.com');
    tokens.rows[0].expiresAt = new Date(Date.now() - 1);
    await expect(verify.execute(tokenOf(mail.sent[0]))).rejects.toThrow(VERIFY_EMAIL_FAILURES.expired);
    expect(tokens.rows[0].usedAt).toBeNull();
  });

  it('refuses an unknown token', async () => {
    await expect(verify.execute('made-up')).rejects.toThrow(VERIFY_EMAIL_FAILURES.unknown);
  });

  it("refuses another account's verified address with a conflict", async () => {
    emails.stored.set(2, { email: 'ada@example.com', verifiedAt: new Date() });
    await expect(change.execute(user, 'Ada@Example.com')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(mail.sent).toHaveLength(0);
  });
});
