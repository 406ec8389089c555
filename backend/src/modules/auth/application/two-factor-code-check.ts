import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { classifyCode, newRecoveryCode, RECOVERY_CODE_COUNT, type TwoFactorState } from '../domain/two-factor';
import { TotpAuthenticator, TwoFactorRepository } from './two-factor.ports';

export function hashRecoveryCode(code: string): string {
  const normalized = classifyCode(code);
  return createHash('sha256')
    .update(normalized.kind === 'recovery' ? normalized.code : code)
    .digest('hex');
}

/** Checks a submitted code against an enabled account: a TOTP code once per step, or an unused recovery code, which it burns. */
@Injectable()
export class TwoFactorCodeCheck {
  constructor(
    private readonly twoFactor: TwoFactorRepository,
    private readonly totp: TotpAuthenticator,
  ) {}

  async accepts(state: TwoFactorState, rawCode: string): Promise<boolean> {
    if (!state.enabled || !state.secret) return false;
    const code = classifyCode(rawCode);
    if (code.kind === 'recovery') return this.twoFactor.useRecoveryCode(state.userId, hashRecoveryCode(code.code));
    if (code.kind !== 'totp') return false;
    const step = this.totp.verify(state.secret, code.code, state.lastUsedStep);
    return step !== null && (await this.twoFactor.recordUsedStep(state.userId, step));
  }

  /** New recovery codes replace the old ones; the plain codes are returned once, only their hashes are kept. */
  async issueRecoveryCodes(userId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode((max) => randomInt(max)));
    await this.twoFactor.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
    return codes;
  }
}
