import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../../../common/application/job-queue';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MailQueue } from '../../mail/application/mail-queue';
import { PASSWORD_RESET_TTL_MS } from '../domain/password-reset';
import { isDisabled } from '../domain/user';
import { AccountTokenRepository } from './account-token.repository';
import { newAccountTokenSecret } from './account-token-secret';
import { passwordResetMail } from './password-reset-mail';
import { UserEmailRepository } from './user-email.repository';
import { UserRepository } from './user.repository';

export const PASSWORD_RESET_JOB = 'password-reset';

interface PasswordResetJob {
  username: string;
}

/**
 * A reset request only enqueues a job with the username it names: the answer and the time it
 * takes are the same whether the account exists, has a verified address or neither. The job
 * issues the link and mails it, to the verified address only.
 */
@Injectable()
export class RequestPasswordResetUseCase implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly users: UserRepository,
    private readonly emails: UserEmailRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailQueue,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle<PasswordResetJob>(PASSWORD_RESET_JOB, (job) => this.issue(job.username));
  }

  execute(username: string): Promise<void> {
    return this.jobs.enqueue(PASSWORD_RESET_JOB, { username } satisfies PasswordResetJob);
  }

  /** Issues a link valid for 30 minutes and mails it, when the account has a verified address. */
  async issue(username: string): Promise<void> {
    await this.transactions.run(async () => {
      const user = await this.users.findByUsername(username);
      if (!user || isDisabled(user)) return;
      const contact = await this.emails.find(user.id);
      if (!contact?.email || !contact.verifiedAt) return;
      const { token, tokenHash } = newAccountTokenSecret();
      const issued = await this.tokens.create({
        userId: user.id,
        purpose: 'password-reset',
        tokenHash,
        email: contact.email,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      });
      const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue({
        idempotencyKey: `password-reset:${issued.id}`,
        to: contact.email,
        message: passwordResetMail(user.username, link),
      });
    });
  }
}
