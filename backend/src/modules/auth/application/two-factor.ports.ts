import type { TwoFactorState } from '../domain/two-factor';

/** TOTP codes (RFC 6238: SHA-1, six digits, 30-second steps) and the enrolment QR code. */
export abstract class TotpAuthenticator {
  abstract newSecret(): string;
  /** The otpauth:// URI authenticator apps read, and a PNG QR code of it as a data URL. */
  abstract enrolment(secret: string, accountName: string): Promise<{ otpauthUri: string; qrCodeDataUrl: string }>;
  /** The time step the code belongs to, when it is valid now (± tolerance) and later than `afterStep`; else null. */
  abstract verify(secret: string, code: string, afterStep: number | null): number | null;
}

/** Encrypts secrets at rest; the user id is bound into each ciphertext so rows cannot be swapped. */
export abstract class SecretCipher {
  abstract encrypt(plaintext: string, userId: number): string;
  abstract decrypt(ciphertext: string, userId: number): string;
}

export abstract class TwoFactorRepository {
  /** Secrets decrypted; null when the account never set two-factor authentication up. */
  abstract find(userId: number): Promise<TwoFactorState | null>;
  abstract isEnabled(userId: number): Promise<boolean>;
  abstract savePendingSecret(userId: number, secret: string): Promise<void>;
  /** Makes the pending secret the active one, recording the step of the code that proved it. */
  abstract enable(userId: number, secret: string, usedStep: number): Promise<void>;
  abstract disable(userId: number): Promise<void>;
  /** Records a used code's step; false when a code of this or a later step was used meanwhile. */
  abstract recordUsedStep(userId: number, step: number): Promise<boolean>;
  abstract replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void>;
  /** Burns an unused recovery code; false when there is none with this hash (or it was used). */
  abstract useRecoveryCode(userId: number, codeHash: string): Promise<boolean>;
  abstract countRecoveryCodesLeft(userId: number): Promise<number>;
}
