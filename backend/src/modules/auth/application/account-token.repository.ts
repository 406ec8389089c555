import type { AccountToken, AccountTokenPurpose } from '../domain/account-token';

export interface NewAccountToken {
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  email: string | null;
  expiresAt: Date;
}

export abstract class AccountTokenRepository {
  abstract create(token: NewAccountToken): Promise<AccountToken>;
  abstract findByHash(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountToken | null>;
  /** Whether the user was sent another token for the same purpose after this one. */
  abstract hasNewer(token: AccountToken): Promise<boolean>;
  /** Burns the token; false when it was already used (by a concurrent request too). */
  abstract markUsed(id: number): Promise<boolean>;
  /** Burns every unused token of the user for the purpose (e.g. all reset links once the password changed). */
  abstract markAllUsed(userId: number, purpose: AccountTokenPurpose): Promise<void>;
}
