/** What a single-use account token proves; later flows (password reset) add theirs. */
export type AccountTokenPurpose = 'verify-email' | 'password-reset';

export interface AccountToken {
  id: number;
  userId: number;
  purpose: AccountTokenPurpose;
  /** The address the token was sent to, for tokens that confirm one. */
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}
