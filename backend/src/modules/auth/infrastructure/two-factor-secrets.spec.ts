import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../../config/app-config';
import { AesGcmSecretCipher } from './aes-gcm-secret.cipher';
import { OtplibTotpAuthenticator } from './otplib-totp-authenticator';

describe('AesGcmSecretCipher', () => {
  const cipher = new AesGcmSecretCipher('server-secret');

  it('round-trips a secret without storing it in the clear, differently each time', () => {
    const first = cipher.encrypt('JBSWY3DPEHPK3PXP', 7);
    const second = cipher.encrypt('JBSWY3DPEHPK3PXP', 7);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(cipher.decrypt(first, 7)).toBe('JBSWY3DPEHPK3PXP');
  });

  it("refuses another user's ciphertext, a changed one, and another server secret", () => {
    const stored = cipher.encrypt('JBSWY3DPEHPK3PXP', 7);
    expect(() => cipher.decrypt(stored, 8)).toThrow();
    const parts = stored.split('.');
    parts[3] = Buffer.from('AAAAAAAAAAAAAAAA').toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'), 7)).toThrow();
    expect(() => new AesGcmSecretCipher('another-secret').decrypt(stored, 7)).toThrow();
  });
});

describe('OtplibTotpAuthenticator', () => {
  const totp = new OtplibTotpAuthenticator({ publicUrl: 'https://growth.example' } as AppConfig);
  const secret = totp.newSecret();
  const now = Math.floor(Date.now() / 1000);
  const codeAt = (offsetSeconds: number) => generateSync({ secret, epoch: now + offsetSeconds });

  it('accepts the current code and those of the steps before and after, answering the step', () => {
    const step = totp.verify(secret, codeAt(0), null);
    expect(step).toEqual(expect.any(Number));
    expect(totp.verify(secret, codeAt(-30), null)).not.toBeNull();
    expect(totp.verify(secret, codeAt(30), null)).not.toBeNull();
  });

  it('refuses codes two steps away, malformed codes, and steps not after the last one used', () => {
    expect(totp.verify(secret, codeAt(-90), null)).toBeNull();
    expect(totp.verify(secret, codeAt(90), null)).toBeNull();
    expect(totp.verify(secret, '12345', null)).toBeNull();
    const step = totp.verify(secret, codeAt(0), null)!;
    expect(totp.verify(secret, codeAt(0), step)).toBeNull();
  });

  it('names the site in the otpauth URI and draws it as a PNG QR code', async () => {
    const { otpauthUri, qrCodeDataUrl } = await totp.enrolment(secret, 'ada');
    expect(otpauthUri).toBe(`otpauth://totp/growth.example:ada?secret=${secret}&issuer=growth.example`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});
