import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import { PasswordHasher } from './password-hasher';
import { TwoFactorCodeCheck } from './two-factor-code-check';
import { TwoFactorRepository } from './two-factor.ports';
import { UserRepository } from './user.repository';

export interface IdentityProof {
  password?: string;
  /** A current code of the authenticator app, or a recovery code (used up). */
  code?: string;
}

export const IDENTITY_PROOF_REQUIRED_MESSAGE = 'Enter your password or a two-factor code to confirm this change';
export const IDENTITY_PROOF_WRONG_MESSAGE = 'The password or two-factor code is not right';
export const NO_IDENTITY_PROOF_MESSAGE =
  'This account has neither a password nor two-factor authentication: set one of them first';

/**
 * A signed-in person confirms it is them before a sensitive change (where money goes): with the
 * account's password, or with a two-factor code when two-factor authentication is on.
 */
@Injectable()
export class ConfirmIdentityUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly twoFactor: TwoFactorRepository,
    private readonly codes: TwoFactorCodeCheck,
  ) {}

  async confirm(userId: number, proof: IdentityProof): Promise<void> {
    const [user, state] = await Promise.all([this.users.findById(userId), this.twoFactor.find(userId)]);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    if (user.passwordHash === null && !state?.enabled) throw new DomainError('CONFLICT', NO_IDENTITY_PROOF_MESSAGE);
    if (!proof.password && !proof.code) throw new DomainError('VALIDATION_FAILED', IDENTITY_PROOF_REQUIRED_MESSAGE);
    const passwordRight = proof.password ? await this.hasher.verify(user.passwordHash, proof.password) : false;
    const codeRight =
      !passwordRight && proof.code && state?.enabled ? await this.codes.accepts(state, proof.code) : false;
    if (!passwordRight && !codeRight) throw new DomainError('VALIDATION_FAILED', IDENTITY_PROOF_WRONG_MESSAGE);
  }
}
