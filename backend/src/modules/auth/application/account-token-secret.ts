import { createHash, randomBytes } from 'node:crypto';

/** A new token for a link (URL-safe, 256 bits) and the hash that is stored in its place. */
export function newAccountTokenSecret(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
