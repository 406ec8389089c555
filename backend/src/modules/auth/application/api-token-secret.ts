import { randomBytes } from 'node:crypto';
import { API_TOKEN_MARKER, API_TOKEN_PREFIX_LENGTH } from '../domain/api-token';
import { hashAccountToken } from './account-token-secret';

/** A new personal API token (256 random bits), its stored hash and the prefix shown in lists. */
export function newApiTokenSecret(): { token: string; tokenHash: string; prefix: string } {
  const random = randomBytes(32).toString('base64url');
  const token = `${API_TOKEN_MARKER}${random}`;
  return {
    token,
    tokenHash: hashApiToken(token),
    prefix: `${API_TOKEN_MARKER}${random.slice(0, API_TOKEN_PREFIX_LENGTH)}`,
  };
}

export const hashApiToken = hashAccountToken;
