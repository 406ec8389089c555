import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
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
  const chain = express.Router();
  chain.use(sessionMiddleware, sessionLifetimeMiddleware(lifetime), passport.initialize(), passport.session());
  return (request: Request, response: Response, next: NextFunction) => {
    const hasCookie = COOKIE_PATTERN.test(request.headers.cookie ?? '');
    const signsIn = request.method === 'POST' && SIGN_IN_PATHS.has(request.path);
    if (hasCookie || signsIn) return chain(request, response, next);
    next();
  };
}
