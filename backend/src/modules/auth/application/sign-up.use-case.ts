import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { toSessionUser, type SessionUser } from '../domain/user';
import { AccountCreatedHandlers, type FailedSignupStep, type SignupContext } from './account-created';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

export interface SignUpCommand {
  username: string;
  /** Null for an account made with a wallet: it signs in with the wallet only, until it sets a password. */
  password: string | null;
}

export interface SignUpResult {
  user: SessionUser;
  /** Cookies the answer clears, as the account-created handlers asked. */
  clearCookies: string[];
  /** Account-created handlers that failed (their writes undone, the account kept), for the log. */
  failedSteps: FailedSignupStep[];
}

@Injectable()
export class SignUpUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly transactions: TransactionRunner,
    private readonly accountCreated: AccountCreatedHandlers,
  ) {}

  /**
   * The user insert and the account-created handlers commit together. A handler that fails is
   * undone alone (a savepoint) and reported: the account is made whatever a later step does. Called
   * inside a transaction (a wallet's sign-up links the wallet in it), it joins that one.
   */
  async execute(command: SignUpCommand, context: SignupContext): Promise<SignUpResult> {
    const passwordHash = command.password === null ? null : await this.hasher.hash(command.password);
    return this.transactions.run(async () => {
      const user = await this.users.create({ username: command.username, passwordHash, role: 'user' });
      const { clearCookies, failures } = await this.accountCreated.handleAll({ userId: user.id }, context);
      return { user: toSessionUser(user), clearCookies, failedSteps: failures };
    });
  }
}
