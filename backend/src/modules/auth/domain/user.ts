import type { SessionUser } from '../../../kernel/auth/session-user';

export { ROLES, type Role, type SessionUser } from '../../../kernel/auth/session-user';

export interface UserRecord extends SessionUser {
  passwordHash: string;
}

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export function toSessionUser(user: UserRecord): SessionUser {
  return { id: user.id, username: user.username, role: user.role };
}
