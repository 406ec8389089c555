import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { isSameAddress, type AccountEmail } from '../domain/account-email';
import { AccountTokenRepository } from './account-token.repository';
import { hashAccountToken } from './account-token-secret';
import { UserEmailRepository } from './user-email.repository';

export const VERIFY_EMAIL_FAILURES = {
  unknown: 'This verification link is not valid. Check that you opened the whole link from the mail.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Ask for a new one on your account page.',
  superseded: 'This verification link has been replaced by a newer one. Use the link in the latest mail.',
} as const;

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message);

/** Needs no session: the link may be opened in another browser than the one that asked for it. */
@Injectable()
export class VerifyAccountEmailUseCase {
  constructor(
    private readonly emails: UserEmailRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(token: string): Promise<AccountEmail> {
    return this.transactions.run(async () => {
      const found = await this.tokens.findByHash(hashAccountToken(token), 'verify-email');
      if (!found || !found.email) throw invalid(VERIFY_EMAIL_FAILURES.unknown);
      if (found.usedAt) throw invalid(VERIFY_EMAIL_FAILURES.used);
      if (found.expiresAt.getTime() <= Date.now()) throw invalid(VERIFY_EMAIL_FAILURES.expired);
      const current = await this.emails.find(found.userId);
      if (!current || !isSameAddress(current.email, found.email) || (await this.tokens.hasNewer(found))) {
        throw invalid(VERIFY_EMAIL_FAILURES.superseded);
      }
      if (!(await this.tokens.markUsed(found.id))) throw invalid(VERIFY_EMAIL_FAILURES.used);
      if (!(await this.emails.markVerified(found.userId, current.email!)))
        throw invalid(VERIFY_EMAIL_FAILURES.superseded);
      return { email: current.email, verified: true };
    });
  }
}
