import { createHash } from 'node:crypto';

/** The id a session is shown and addressed by: a hash of its sid, which must never leave the server. */
export function sessionPublicId(sid: string): string {
  return createHash('sha256').update(`session:${sid}`).digest('base64url');
}
