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
  /** Whether two-factor sign-in is on (a confirmed authenticator; one still being set up does not count). */
  twoFactorEnabled: boolean;
  /** The addresses of its linked wallets, lower-case, oldest first. */
  wallets: string[];
}

export const ACCOUNT_STATES = ['active', 'disabled'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The Users list's two-factor filter: accounts with two-factor sign-in on, or off. */
export const TWO_FACTOR_FILTERS = ['on', 'off'] as const;
export type TwoFactorFilter = (typeof TWO_FACTOR_FILTERS)[number];

/** How long a password-reset link an admin hands over stays valid. */
export const ADMIN_PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
