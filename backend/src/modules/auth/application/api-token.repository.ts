import type { ApiToken, ApiTokenScope } from '../domain/api-token';

export interface NewApiToken {
  userId: number;
  name: string;
  tokenHash: string;
  prefix: string;
  scope: ApiTokenScope;
  expiresAt: Date | null;
}

export abstract class ApiTokenRepository {
  abstract create(token: NewApiToken): Promise<ApiToken>;
  /** The account's tokens that are not revoked (expired ones included), newest first. */
  abstract listUnrevoked(userId: number): Promise<ApiToken[]>;
  /** Locks the account's token list until the transaction ends and counts its active tokens. */
  abstract countActiveLocked(userId: number): Promise<number>;
  /** Revokes one of the account's tokens: when, or null when it has no such unrevoked token. */
  abstract revoke(userId: number, id: number): Promise<Date | null>;
  abstract revokeAll(userId: number): Promise<void>;
  abstract findByHash(tokenHash: string): Promise<ApiToken | null>;
  /** Records a use, unless one was recorded in the last minute (by any instance). */
  abstract recordUse(id: number): Promise<void>;
}
