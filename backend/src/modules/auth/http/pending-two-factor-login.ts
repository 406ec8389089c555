import type { Request } from 'express';
import { PENDING_LOGIN_MAX_ATTEMPTS, PENDING_LOGIN_TTL_MS } from '../domain/two-factor';
import type { SessionUser } from '../domain/user';
import type { HttpSessions } from '../infrastructure/session/http-sessions';

/** A correct password waiting for its two-factor code, kept in a session that signs nobody in. */
export interface PendingTwoFactorLogin {
  userId: number;
  username: string;
  expiresAt: number;
  wrongCodes: number;
}

const SESSION_KEY = 'pendingTwoFactorLogin';

export function holdPendingTwoFactorLogin(sessions: HttpSessions, request: Request, user: SessionUser): Promise<void> {
  const pending: PendingTwoFactorLogin = {
    userId: user.id,
    username: user.username,
    expiresAt: Date.now() + PENDING_LOGIN_TTL_MS,
    wrongCodes: 0,
  };
  return sessions.hold(request, SESSION_KEY, pending, PENDING_LOGIN_TTL_MS);
}

/** The pending login on this request while it is still valid; an expired one is dropped. */
export function pendingTwoFactorLogin(sessions: HttpSessions, request: Request): PendingTwoFactorLogin | undefined {
  const pending = sessions.held<PendingTwoFactorLogin>(request, SESSION_KEY);
  if (!pending) return undefined;
  if (pending.expiresAt > Date.now() && pending.wrongCodes < PENDING_LOGIN_MAX_ATTEMPTS) return pending;
  dropPendingTwoFactorLogin(sessions, request);
  return undefined;
}

/** Counts a wrong code; after too many the password has to be entered again. */
export function countWrongCode(sessions: HttpSessions, request: Request, pending: PendingTwoFactorLogin): void {
  pending.wrongCodes += 1;
  if (pending.wrongCodes >= PENDING_LOGIN_MAX_ATTEMPTS) dropPendingTwoFactorLogin(sessions, request);
}

export function dropPendingTwoFactorLogin(sessions: HttpSessions, request: Request): void {
  sessions.held(request, SESSION_KEY, { take: true });
}
