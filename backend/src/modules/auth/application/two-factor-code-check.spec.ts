import { describe, expect, it } from 'vitest';
import type { TwoFactorState } from '../domain/two-factor';
import { hashRecoveryCode, TwoFactorCodeCheck } from './two-factor-code-check';
import { TotpAuthenticator, TwoFactorRepository } from './two-factor.ports';

/** Codes are "<step>" padded to six digits; a step is valid when it is 100 ± 1. */
class FakeTotp extends TotpAuthenticator {
  newSecret = () => 'SECRET';
  enrolment = async () => ({ otpauthUri: '', qrCodeDataUrl: '' });
  verify(_secret: string, code: string, afterStep: number | null): number | null {
    const step = Number(code);
    if (Math.abs(step - 100) > 1) return null;
    return afterStep !== null && step <= afterStep ? null : step;
  }
}

class FakeRepository extends TwoFactorRepository {
  lastStep: number | null = null;
  codes = new Map<string, boolean>();
  find = async () => null;
  isEnabled = async () => true;
  savePendingSecret = async () => undefined;
  enable = async () => undefined;
  disable = async () => undefined;
  async recordUsedStep(_userId: number, step: number) {
    if (this.lastStep !== null && step <= this.lastStep) return false;
    this.lastStep = step;
    return true;
  }
  async replaceRecoveryCodes(_userId: number, hashes: string[]) {
    this.codes = new Map(hashes.map((hash) => [hash, false]));
  }
  async useRecoveryCode(_userId: number, hash: string) {
    if (this.codes.get(hash) !== false) return false;
    this.codes.set(hash, true);
    return true;
  }
  countRecoveryCodesLeft = async () => [...this.codes.values()].filter((used) => !used).length;
}

function setUp() {
  const repository = new FakeRepository();
  const check = new TwoFactorCodeCheck(repository, new FakeTotp());
  const state = (): TwoFactorState => ({
    userId: 1,
    enabled: true,
    secret: 'SECRET',
    pendingSecret: null,
    lastUsedStep: repository.lastStep,
  });
  return { repository, check, state };
}

describe('TwoFactorCodeCheck', () => {
  it('accepts a TOTP code once, and no earlier step afterwards', async () => {
    const { check, state } = setUp();
    expect(await check.accepts(state(), '000100')).toBe(true);
    expect(await check.accepts(state(), '000100')).toBe(false);
    expect(await check.accepts(state(), '000099')).toBe(false);
    expect(await check.accepts(state(), '000101')).toBe(true);
  });

  it('refuses codes outside the window and anything while two-factor authentication is off', async () => {
    const { check, state } = setUp();
    expect(await check.accepts(state(), '000200')).toBe(false);
    expect(await check.accepts({ ...state(), enabled: false }, '000100')).toBe(false);
  });

  it('issues ten distinct recovery codes, keeps only hashes, and burns each on use', async () => {
    const { check, repository, state } = setUp();
    const codes = await check.issueRecoveryCodes(1);
    expect(new Set(codes).size).toBe(10);
    expect([...repository.codes.keys()]).toEqual(codes.map(hashRecoveryCode));
    expect([...repository.codes.keys()].join()).not.toContain(codes[0]);
    expect(await check.accepts(state(), codes[0].toUpperCase().replace('-', ' '))).toBe(true);
    expect(await check.accepts(state(), codes[0])).toBe(false);
    expect(await repository.countRecoveryCodesLeft()).toBe(9);

    const replaced = await check.issueRecoveryCodes(1);
    expect(await check.accepts(state(), codes[1])).toBe(false);
    expect(await check.accepts(state(), replaced[1])).toBe(true);
  });
});
