import type { NextFunction, Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { sessionLifetimeMiddleware, type SessionLifetime } from './session-lifetime';
import { SESSION_COOKIE_NAME } from './session.middleware';

/** Requests that can start a session: the only ones that need it without a session cookie. */
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/signup']);
const COOKIE_PATTERN = new RegExp(`(^|;\\s*)${SESSION_COOKIE_NAME}=`);

/**
 * Session loading, lifetime checks and passport, run only for requests that carry a session
 * cookie or sign in. Anonymous reads skip it entirely: no session id is generated and no
 * session query is made for them.
 */
export function sessionChain(sessionMiddleware: RequestHandler, lifetime: SessionLifetime): RequestHandler {
  const chain = inSequence([
    sessionMiddleware,
    sessionLifetimeMiddleware(lifetime),
    // No strategy here needs the req._passport object kept for passport 0.4 strategies.
    passport.initialize({ compat: false }),
    passport.session(),
  ]);
  return (request: Request, response: Response, next: NextFunction) => {
    const hasCookie = COOKIE_PATTERN.test(request.headers.cookie ?? '');
    const signsIn = request.method === 'POST' && SIGN_IN_PATHS.has(request.path);
    if (hasCookie || signsIn) return chain(request, response, next);
    next();
  };
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
