import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { sessionLifetimeMiddleware, type SessionLifetime } from './session-lifetime';
import type { SessionReadPath } from './session-read-path';
import { SESSION_COOKIE_NAME } from './session.middleware';

const COOKIE_PATTERN = new RegExp(`(^|;\\s*)${SESSION_COOKIE_NAME}=`);

interface PassportSession {
  passport?: { user?: number };
}

/**
 * Session loading, lifetime checks and the signed-in user, run only for requests that carry a
 * session cookie. Anonymous requests skip it entirely: no session id is generated and no session
 * query is made for them; signing in starts a session where there is none (HttpSessions.signIn).
 * A signed-in read that changes nothing takes the read path (SessionReadPath): request.user and
 * request.sessionID are set, and request.session is not.
 */
export function sessionChain(
  sessionMiddleware: RequestHandler,
  lifetime: SessionLifetime,
  readPath: SessionReadPath,
): RequestHandler {
  const signedInRequest = inSequence([sessionMiddleware, sessionLifetimeMiddleware(lifetime), sessionUser]);
  return (request: Request, response: Response, next: NextFunction) => {
    const cookies = request.headers.cookie;
    if (cookies === undefined || !COOKIE_PATTERN.test(cookies)) return next();
    const read = readPath.resolve(request.method, cookies);
    if (read === null) return signedInRequest(request, response, next);
    passport.deserializeUser(read.userId, request, (error: unknown, user?: Express.User | false) => {
      if (error) return next(error);
      // A user that is gone or disabled: the full path signs the session out.
      if (!user) return signedInRequest(request, response, next);
      request.user = user;
      request.sessionID = read.sid;
      next();
    });
  };
}

/**
 * Sets request.user from the user id passport stored in the session, through the serializer
 * registered with passport, as passport.session() does, without the per-request helpers that
 * passport's authenticate() attaches to every request. A user that no longer exists signs out.
 */
function sessionUser(request: Request, _response: Response, next: NextFunction): void {
  const stored = (request.session as PassportSession | undefined)?.passport;
  if (stored?.user === undefined) return next();
  passport.deserializeUser(stored.user, request, (error: unknown, user?: Express.User | false) => {
    if (error) return next(error);
    if (user) request.user = user;
    else delete stored.user;
    next();
  });
}

/**
 * Runs middleware one after the other in the same tick. (An express.Router would do the same
 * but hands over to what follows it on a later turn of the event loop, via setImmediate.)
 */
function inSequence(handlers: RequestHandler[]): RequestHandler {
  return (request, response, done) => {
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[index++];
      if (!handler) return done();
      // A synchronous throw reaches the Express layer that runs this chain, which passes it on.
      handler(request, response, next);
    };
    next();
  };
}
