import { describe, expect, it } from 'vitest';
import { classifyCode, needsAdminTwoFactor, newRecoveryCode, RECOVERY_CODE_ALPHABET } from './two-factor';

describe('classifyCode', () => {
  it('reads six digits as a TOTP code, ignoring spaces', () => {
    expect(classifyCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(classifyCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('reads a recovery code in any case, with or without its hyphen', () => {
    expect(classifyCode('k7mqz-3vd9a')).toEqual({ kind: 'recovery', code: 'k7mqz3vd9a' });
    expect(classifyCode('K7MQZ3VD9A')).toEqual({ kind: 'recovery', code: 'k7mqz3vd9a' });
  });

  it('refuses anything else', () => {
    for (const code of ['12345', '1234567', 'abcdef', 'k7mqz-3vd9', 'k7mqz-3vd9l', '']) {
      expect(classifyCode(code)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('newRecoveryCode', () => {
  it('makes two groups of five unambiguous characters that read back as a recovery code', () => {
    let next = 0;
    const code = newRecoveryCode((max) => next++ % max);
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(code).toBe('abcde-fghjk');
    expect(classifyCode(code).kind).toBe('recovery');
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[01ilo]/);
  });
});

describe('needsAdminTwoFactor', () => {
  it('applies to admins on routes users may not use, when required', () => {
    expect(needsAdminTwoFactor({ required: true, callerRole: 'admin', routeRoles: ['admin'] })).toBe(true);
    expect(needsAdminTwoFactor({ required: true, callerRole: 'admin', routeRoles: ['partner', 'admin'] })).toBe(true);
  });

  it('leaves routes every signed-in user may use, other roles, and the setting off alone', () => {
    expect(needsAdminTwoFactor({ required: true, callerRole: 'admin', routeRoles: ['user', 'partner', 'admin'] })).toBe(
      false,
    );
    expect(needsAdminTwoFactor({ required: true, callerRole: 'partner', routeRoles: ['partner', 'admin'] })).toBe(
      false,
    );
    expect(needsAdminTwoFactor({ required: false, callerRole: 'admin', routeRoles: ['admin'] })).toBe(false);
  });
});
