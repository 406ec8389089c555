import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { PASSWORD_RESET_FAILURES } from '../domain/password-reset';
import { AccountSessionRepository } from './account-session.repository';
import { AccountTokenRepository } from './account-token.repository';
import { hashAccountToken } from './account-token-secret';
import { PasswordHasher } from './password-hasher';
import { UserPasswordRepository } from './user-password.repository';

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message);

/**
 * Sets a new password with a reset token, whether it was mailed or handed out by an admin.
 * The account is signed out everywhere, and every other reset link of it stops working.
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    private readonly tokens: AccountTokenRepository,
    private readonly passwords: UserPasswordRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessionRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async execute(token: string, newPassword: string): Promise<void> {
    const found = await this.tokens.findByHash(hashAccountToken(token), 'password-reset');
    if (!found) throw invalid(PASSWORD_RESET_FAILURES.unknown);
    if (found.usedAt) throw invalid(PASSWORD_RESET_FAILURES.used);
    if (found.expiresAt.getTime() <= Date.now()) throw invalid(PASSWORD_RESET_FAILURES.expired);
    // Hashed once the token looks good, outside the transaction; markUsed settles a race between two uses.
    const passwordHash = await this.hasher.hash(newPassword);
    await this.transactions.run(async () => {
      if (!(await this.tokens.markUsed(found.id))) throw invalid(PASSWORD_RESET_FAILURES.used);
      await this.passwords.setPasswordHash(found.userId, passwordHash);
      await this.tokens.markAllUsed(found.userId, 'password-reset');
      await this.sessions.deleteAll(found.userId);
    });
  }
}
