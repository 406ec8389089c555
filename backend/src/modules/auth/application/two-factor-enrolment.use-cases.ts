import { Inject, Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import {
  ALREADY_ENABLED_MESSAGE,
  classifyCode,
  INVALID_CODE_MESSAGE,
  NO_PENDING_SETUP_MESSAGE,
  NOT_ENABLED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type TwoFactorState,
  type TwoFactorStatus,
} from '../domain/two-factor';
import type { SessionUser } from '../domain/user';
import { PasswordHasher } from './password-hasher';
import { TwoFactorCodeCheck } from './two-factor-code-check';
import { TotpAuthenticator, TwoFactorRepository } from './two-factor.ports';
import { UserRepository } from './user.repository';

export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

/** Turning two-factor authentication on and off, and the recovery codes, for the signed-in account. */
@Injectable()
export class TwoFactorEnrolmentUseCases {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly totp: TotpAuthenticator,
    private readonly codes: TwoFactorCodeCheck,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(user: SessionUser): Promise<TwoFactorStatus> {
    const enabled = await this.twoFactor.isEnabled(user.id);
    return {
      enabled,
      recoveryCodesLeft: enabled ? await this.twoFactor.countRecoveryCodesLeft(user.id) : 0,
      required: this.config.adminRequireTwoFactor && user.role === 'admin',
    };
  }

  /** A new secret, waiting for a code; a set-up started earlier is replaced. */
  async setUp(user: SessionUser): Promise<TwoFactorSetup> {
    if (await this.twoFactor.isEnabled(user.id)) throw new DomainError('CONFLICT', ALREADY_ENABLED_MESSAGE);
    const secret = this.totp.newSecret();
    await this.twoFactor.savePendingSecret(user.id, secret);
    return { secret, ...(await this.totp.enrolment(secret, user.username)) };
  }

  /** Turns two-factor authentication on once a code proves the authenticator has the pending secret. */
  async enable(user: SessionUser, rawCode: string): Promise<string[]> {
    return this.transactions.run(async () => {
      const state = await this.twoFactor.find(user.id);
      if (state?.enabled) throw new DomainError('CONFLICT', ALREADY_ENABLED_MESSAGE);
      if (!state?.pendingSecret) throw new DomainError('VALIDATION_FAILED', NO_PENDING_SETUP_MESSAGE);
      const code = classifyCode(rawCode);
      const step = code.kind === 'totp' ? this.totp.verify(state.pendingSecret, code.code, null) : null;
      if (step === null) throw new DomainError('VALIDATION_FAILED', INVALID_CODE_MESSAGE);
      await this.twoFactor.enable(user.id, state.pendingSecret, step);
      return this.codes.issueRecoveryCodes(user.id);
    });
  }

  async disable(user: SessionUser, password: string, code: string): Promise<void> {
    await this.transactions.run(async () => {
      await this.checkPasswordAndCode(user, password, code);
      await this.twoFactor.disable(user.id);
    });
  }

  async regenerateRecoveryCodes(user: SessionUser, password: string, code: string): Promise<string[]> {
    return this.transactions.run(async () => {
      await this.checkPasswordAndCode(user, password, code);
      return this.codes.issueRecoveryCodes(user.id);
    });
  }

  private async checkPasswordAndCode(user: SessionUser, password: string, code: string): Promise<TwoFactorState> {
    const state = await this.twoFactor.find(user.id);
    if (!state?.enabled) throw new DomainError('VALIDATION_FAILED', NOT_ENABLED_MESSAGE);
    const record = await this.users.findById(user.id);
    if (!record) throw new DomainError('UNAUTHENTICATED', 'Not signed in');
    if (!(await this.hasher.verify(record.passwordHash, password))) {
      throw new DomainError('VALIDATION_FAILED', WRONG_PASSWORD_MESSAGE);
    }
    if (!(await this.codes.accepts(state, code))) throw new DomainError('VALIDATION_FAILED', INVALID_CODE_MESSAGE);
    return state;
  }
}
