import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { ACCOUNT_DISABLED_MESSAGE, isDisabled, toSessionUser, type SessionUser } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { UserRepository } from './user.repository';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

@Injectable()
export class AuthenticateUseCase {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(username: string, password: string): Promise<SessionUser> {
    const user = await this.users.findByUsername(username);
    if (!user) {
      // Spend the same hashing time as for a real account so timing does not reveal which names exist.
      this.dummyHash ??= this.hasher.hash('timing-equaliser-password');
      await this.hasher.verify(await this.dummyHash, password);
      throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    // Only after the right password, so the answer tells a guesser nothing.
    if (isDisabled(user)) throw new DomainError('FORBIDDEN', ACCOUNT_DISABLED_MESSAGE);
    return toSessionUser(user);
  }
}
