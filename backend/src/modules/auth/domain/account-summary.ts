import type { Role } from './user';

/** An account as admins see it in the Users list. */
export interface AccountSummary {
  id: number;
  username: string;
  role: Role;
  email: string | null;
  emailVerified: boolean;
  createdAt: Date;
  disabledAt: Date | null;
}

export const ACCOUNT_STATES = ['active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** How long a password-reset link an admin hands over stays valid. */
export const ADMIN_PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
