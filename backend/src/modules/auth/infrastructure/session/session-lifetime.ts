import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE_NAME } from './session.middleware';

export interface SessionClock {
  signedInAt?: number;
  lastSeenAt?: number;
  passport?: { user?: unknown };
}

/** Activity is recorded at most this often, so signed-in reads normally write nothing. */
const MAX_ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;

/** Starts the idle and absolute clocks of a freshly signed-in session. */
export function startSessionClock(request: Request): void {
  const clock = request.session as unknown as SessionClock;
  clock.signedInAt = Date.now();
  clock.lastSeenAt = clock.signedInAt;
}

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Where a signed-in session stands at `now`: `ended` (idle too long, or older than the absolute
 * lifetime), `record-activity` (alive, and its last-seen time is due to be written), or `current`
 * (alive, nothing to write).
 */
export type LifetimeVerdict = 'ended' | 'record-activity' | 'current';

export function lifetimeVerdict(
  clock: SessionClock,
  now: number,
  { idleMs, absoluteMs }: SessionLifetime,
): LifetimeVerdict {
  const signedInAt = clock.signedInAt ?? now;
  const lastSeenAt = clock.lastSeenAt ?? now;
  if (now - signedInAt > absoluteMs || now - lastSeenAt > idleMs) return 'ended';
  const activityWriteInterval = Math.min(MAX_ACTIVITY_WRITE_INTERVAL_MS, Math.max(1_000, idleMs / 10));
  if (clock.signedInAt === undefined || now - lastSeenAt > activityWriteInterval) return 'record-activity';
  return 'current';
}

/**
 * Ends signed-in sessions that were idle too long or are older than the absolute lifetime,
 * before passport reads the user from them.
 */
export function sessionLifetimeMiddleware(lifetime: SessionLifetime): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const clock = request.session as unknown as SessionClock | undefined;
    if (!clock?.passport?.user) return next();
    const now = Date.now();
    const verdict = lifetimeVerdict(clock, now, lifetime);
    if (verdict === 'ended') {
      // Regenerating deletes the stored session and leaves an empty one that is never saved.
      response.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
      request.session.regenerate((error) => next(error));
      return;
    }
    if (verdict === 'record-activity') {
      clock.signedInAt = clock.signedInAt ?? now;
      clock.lastSeenAt = now;
    }
    next();
  };
}
