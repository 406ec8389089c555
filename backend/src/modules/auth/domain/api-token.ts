export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_NAME_MAX_LENGTH = 100;
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;
/** Active (neither revoked nor expired) tokens one account may hold at once. */
export const MAX_ACTIVE_API_TOKENS = 20;
/** What every token starts with, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_TOKEN_MARKER = 'cbt_';
/** Characters of the random part shown in lists beside the marker, to tell tokens apart. */
export const API_TOKEN_PREFIX_LENGTH = 6;

export const SESSION_REQUIRED_MESSAGE = 'This action needs a signed-in session';
export const READ_ONLY_TOKEN_MESSAGE = 'This token is read-only';
export const TOO_MANY_TOKENS_MESSAGE = `An account can have at most ${MAX_ACTIVE_API_TOKENS} active API tokens; revoke one first`;

export interface ApiToken {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  scope: ApiTokenScope;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function isExpired(token: Pick<ApiToken, 'expiresAt'>, now = Date.now()): boolean {
  return token.expiresAt !== null && token.expiresAt.getTime() <= now;
}

/** Why a presented token does not sign anyone in (unknown, revoked, expired), or null when it does. */
export function tokenRefusal(
  token: { revoked: boolean; expiresAt: number | null } | null,
  now = Date.now(),
): string | null {
  if (!token) return 'Invalid API token';
  if (token.revoked) return 'This API token has been revoked';
  if (token.expiresAt !== null && token.expiresAt <= now) return 'This API token has expired';
  return null;
}

/** Whether a request with this method changes state (and so needs a read-write token). */
export function isWriteMethod(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
