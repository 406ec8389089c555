import { createHash, randomBytes } from 'node:crypto';

export interface IssuedToken {
  /** Goes into the link, never stored. */
  token: string;
  /** Stored, so a copy of the database cannot confirm anyone. */
  hash: string;
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newConfirmationToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

/**
 * Signs and checks the token of a subscription's unsubscribe link. Every newsletter mail, now and
 * later, must carry a working link, so the token is an HMAC of the subscription id that can be
 * made again at any time; a random token stored hashed could not be put in the next mail.
 */
export abstract class UnsubscribeTokens {
  abstract sign(subscriptionId: number): Promise<string>;
  /** The subscription id the token was signed for, or null for a forged or malformed one. */
  abstract verify(token: string): Promise<number | null>;
}
