import type { Request } from 'express';
import type { SessionUser } from '../../../kernel/auth/session-user';

/**
 * The rate-limit subject of an endpoint that checks the signed-in account's password: its
 * username as a login counts it (lower case), so a wrong password here counts against the same
 * per-username budget as a failed login.
 */
export const signedInUsername = (request: Request) =>
  ((request.user as SessionUser | undefined)?.username ?? '').toLowerCase();
