/** Rules of two-factor authentication (TOTP, RFC 6238, with single-use recovery codes). */

export const RECOVERY_CODE_COUNT = 10;
/** How long the step between a correct password and the two-factor code may take. */
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;
/** Wrong codes one pending sign-in may take before the password has to be entered again. */
export const PENDING_LOGIN_MAX_ATTEMPTS = 5;
/** Codes of the previous and next 30-second step are accepted too, for clock drift. */
export const TOTP_STEP_TOLERANCE = 1;

export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_GROUP = 5;

export const INVALID_CODE_MESSAGE = 'Invalid two-factor code';
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Enter your two-factor code';
export const PENDING_LOGIN_EXPIRED_MESSAGE = 'Your sign-in has expired. Please enter your password again';
export const ADMIN_TWO_FACTOR_REQUIRED_MESSAGE = 'Two-factor authentication is required for admins';
export const NOT_ENABLED_MESSAGE = 'Two-factor authentication is not enabled';
export const ALREADY_ENABLED_MESSAGE = 'Two-factor authentication is already enabled';
export const NO_PENDING_SETUP_MESSAGE = 'Start the set-up first: no new secret is waiting for a code';

export interface TwoFactorState {
  userId: number;
  /** The active secret (decrypted), when two-factor authentication is on. */
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
  lastUsedStep: number | null;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** This account may not use admin routes until it turns two-factor authentication on. */
  required: boolean;
}

export type SubmittedCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' };

/** A six-digit code is a TOTP code; anything else of the recovery codes' shape is a recovery code. */
export function classifyCode(raw: string): SubmittedCode {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length === RECOVERY_CODE_GROUP * 2 && [...compact].every((c) => RECOVERY_CODE_ALPHABET.includes(c))) {
    return { kind: 'recovery', code: compact };
  }
  return { kind: 'invalid' };
}

/** A recovery code `xxxxx-xxxxx` (about 50 bits; letters and digits that cannot be misread), from a uniform `randomIndex`. */
export function newRecoveryCode(randomIndex: (max: number) => number): string {
  const pick = () =>
    Array.from(
      { length: RECOVERY_CODE_GROUP },
      () => RECOVERY_CODE_ALPHABET[randomIndex(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return `${pick()}-${pick()}`;
}

/** Whether the admin-only requirement applies to this caller on a route open to these roles. */
export function needsAdminTwoFactor(options: {
  required: boolean;
  callerRole: string;
  routeRoles: readonly string[];
}): boolean {
  return options.required && options.callerRole === 'admin' && !options.routeRoles.includes('user');
}
