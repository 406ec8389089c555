import type { SessionUser } from '../../../kernel/auth/session-user';

export { ROLES, type Role, type SessionUser } from '../../../kernel/auth/session-user';

export interface UserRecord extends SessionUser {
  /** Null for an account made with a wallet that has not set a password. */
  passwordHash: string | null;
  /** Set while an admin has disabled the account: it cannot sign in and counts as no user. */
  disabledAt?: Date | null;
}

export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled';

export function isDisabled(user: UserRecord): boolean {
  return user.disabledAt != null;
}

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export function toSessionUser(user: UserRecord): SessionUser {
  return { id: user.id, username: user.username, role: user.role };
}
