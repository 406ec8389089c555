import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { sessionLifetimeMiddleware, type SessionLifetime } from './session-lifetime';
import { SESSION_COOKIE_NAME } from './session.middleware';

/** Requests that can start a session: the only ones that need it without a session cookie. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/signup']);
const COOKIE_PATTERN = new RegExp(`(^|;\\s*)${SESSION_COOKIE_NAME}=`);

interface PassportSession {
  passport?: { user?: number };
}

/**
 * Session loading, lifetime checks and the signed-in user, run only for requests that carry a
 * session cookie or sign in. Anonymous reads skip it entirely: no session id is generated and
 * no session query is made for them.
 */
export function sessionChain(sessionMiddleware: RequestHandler, lifetime: SessionLifetime): RequestHandler {
  const signedInRequest = inSequence([sessionMiddleware, sessionLifetimeMiddleware(lifetime), sessionUser]);
  // passport's request helpers (logIn) are needed only where someone signs in.
  const signInRequest = inSequence([
    sessionMiddleware,
    sessionLifetimeMiddleware(lifetime),
    // No strategy here needs the req._passport object kept for passport 0.4 strategies.
    passport.initialize({ compat: false }),
    sessionUser,
  ]);
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method === 'POST' && SIGN_IN_PATHS.has(request.path)) return signInRequest(request, response, next);
    if (COOKIE_PATTERN.test(request.headers.cookie ?? '')) return signedInRequest(request, response, next);
    next();
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
