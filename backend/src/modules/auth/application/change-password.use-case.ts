import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { CURRENT_PASSWORD_INCORRECT_MESSAGE, CURRENT_PASSWORD_REQUIRED_MESSAGE } from '../domain/password-reset';
import { AccountSessionRepository } from './account-session.repository';
import { AccountTokenRepository } from './account-token.repository';
import { PasswordHasher } from './password-hasher';
import { UserPasswordRepository } from './user-password.repository';
import { UserRepository } from './user.repository';

export interface PasswordChange {
  /** Needed when the account has a password. */
  currentPassword?: string;
  newPassword: string;
}

/**
 * Changes the password of a signed-in account. Whoever knew the old password may still be
 * signed in elsewhere, so every other session ends; so do reset links mailed before.
 */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwords: UserPasswordRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessionRepository,
    private readonly tokens: AccountTokenRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  /** Whether the account has a password (one made with a wallet may not). */
  async isSet(userId: number): Promise<boolean> {
    const user = await this.users.findById(userId);
    return user?.passwordHash != null;
  }

  /** Answers how many other sessions were signed out. */
  async execute(userId: number, change: PasswordChange, currentSid: string): Promise<number> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    // An account made with a wallet sets its first password without one.
    if (user.passwordHash !== null) {
      if (!change.currentPassword) throw new DomainError('VALIDATION_FAILED', CURRENT_PASSWORD_REQUIRED_MESSAGE);
      if (!(await this.hasher.verify(user.passwordHash, change.currentPassword))) {
        throw new DomainError('VALIDATION_FAILED', CURRENT_PASSWORD_INCORRECT_MESSAGE);
      }
    }
    // Hashing is slow by design: done before the transaction, so it holds no connection meanwhile.
    const passwordHash = await this.hasher.hash(change.newPassword);
    return this.transactions.run(async () => {
      await this.passwords.setPasswordHash(userId, passwordHash);
      await this.tokens.markAllUsed(userId, 'password-reset');
      return this.sessions.deleteAll(userId, currentSid);
    });
  }
}
