import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MailQueue } from '../../mail/application/mail-queue';
import {
  EMAIL_TAKEN_MESSAGE,
  EMAIL_VERIFICATION_TTL_MS,
  isSameAddress,
  toAccountEmail,
  type AccountEmail,
} from '../domain/account-email';
import type { SessionUser } from '../domain/user';
import { AccountTokenRepository } from './account-token.repository';
import { newAccountTokenSecret } from './account-token-secret';
import { emailVerificationMail } from './email-verification-mail';
import { UserEmailRepository } from './user-email.repository';

/**
 * Sets the account's address, unverified, and mails it a verification link. Setting the
 * current address again re-sends the link while it is unverified; a verified one stays as is.
 */
@Injectable()
export class ChangeAccountEmailUseCase {
  constructor(
    private readonly emails: UserEmailRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailQueue,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(user: SessionUser, email: string): Promise<AccountEmail> {
    return this.transactions.run(async () => {
      const current = await this.emails.find(user.id);
      if (!current) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
      if (isSameAddress(current.email, email) && current.verifiedAt) return toAccountEmail(current);
      if (await this.emails.isVerifiedElsewhere(email, user.id)) throw new DomainError('CONFLICT', EMAIL_TAKEN_MESSAGE);

      await this.emails.set(user.id, email);
      const { token, tokenHash } = newAccountTokenSecret();
      const issued = await this.tokens.create({
        userId: user.id,
        purpose: 'verify-email',
        tokenHash,
        email,
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
      });
      const link = `${this.config.publicUrl}/account/verify-email?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue({
        idempotencyKey: `verify-email:${issued.id}`,
        to: email,
        message: emailVerificationMail(user.username, link),
      });
      return { email, verified: false };
    });
  }
}
