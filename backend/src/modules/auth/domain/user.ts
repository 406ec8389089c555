export const ROLES = ['admin', 'partner', 'user'] as const;
export type Role = (typeof ROLES)[number];

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}

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
