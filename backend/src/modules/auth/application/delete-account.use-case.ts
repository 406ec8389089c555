import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import type { SessionUser } from '../domain/user';
import { AccountAdminRepository } from './account-admin.repository';
import { AccountDeletedHandlers } from './account-data';
import { ApiTokenRepository } from './api-token.repository';
import { PasswordHasher } from './password-hasher';
import { TwoFactorRepository } from './two-factor.ports';
import { UserRepository } from './user.repository';
import { AccountSessionRepository } from './account-session.repository';

export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';
export const LAST_ADMIN_MESSAGE = 'The last admin account cannot be deleted';

/**
 * Deletes the account in one transaction: every module removes what it owns of it, then the
 * account row is anonymised rather than removed, so what others depend on (audit entries,
 * published articles) keeps pointing at it. Every session ends; the row can never sign in again.
 */
@Injectable()
export class DeleteAccountUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UserRepository,
    private readonly accounts: AccountAdminRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: AccountSessionRepository,
    private readonly handlers: AccountDeletedHandlers,
    private readonly apiTokens: ApiTokenRepository,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  async execute(user: SessionUser, password: string): Promise<void> {
    const record = await this.users.findById(user.id);
    if (!record) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    if (!(await this.hasher.verify(record.passwordHash, password))) {
      throw new DomainError('VALIDATION_FAILED', WRONG_PASSWORD_MESSAGE);
    }
    // Hashed before the transaction: no row locks are held while it runs.
    const unusableHash = await this.hasher.hash(randomBytes(32).toString('base64url'));
    await this.transactions.run(async () => {
      if (record.role === 'admin' && (await this.accounts.countOtherActiveAdminsLocked(user.id)) === 0) {
        throw new DomainError('CONFLICT', LAST_ADMIN_MESSAGE);
      }
      const account = await this.accounts.find(user.id);
      if (!account) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
      await this.handlers.handle({
        userId: account.id,
        username: account.username,
        verifiedEmail: account.emailVerified ? account.email : null,
      });
      await this.accounts.anonymise(user.id, unusableHash);
      await this.sessions.deleteAll(user.id);
      await this.apiTokens.revokeAll(user.id);
      await this.twoFactor.disable(user.id);
    });
  }
}
