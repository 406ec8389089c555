import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { INVALID_CODE_MESSAGE, PENDING_LOGIN_EXPIRED_MESSAGE } from '../domain/two-factor';
import { toSessionUser, type SessionUser } from '../domain/user';
import { TwoFactorCodeCheck } from './two-factor-code-check';
import { TwoFactorRepository } from './two-factor.ports';
import { UserRepository } from './user.repository';

/** The second step of signing in to an account with two-factor authentication on. */
@Injectable()
export class TwoFactorLoginUseCase {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly codes: TwoFactorCodeCheck,
    private readonly users: UserRepository,
  ) {}

  isRequired(userId: number): Promise<boolean> {
    return this.twoFactor.isEnabled(userId);
  }

  /** The user to sign in when the code is right; INVALID_CREDENTIALS when it is not. */
  async complete(userId: number, code: string): Promise<SessionUser> {
    const [state, user] = await Promise.all([this.twoFactor.find(userId), this.users.findById(userId)]);
    if (!user) throw new DomainError('UNAUTHENTICATED', PENDING_LOGIN_EXPIRED_MESSAGE);
    // Turned off meanwhile (on another device): the password step alone signs in now.
    if (!state?.enabled) return toSessionUser(user);
    if (!(await this.codes.accepts(state, code))) throw new DomainError('INVALID_CREDENTIALS', INVALID_CODE_MESSAGE);
    return toSessionUser(user);
  }
}
