import session from 'express-session';
import type { RequestHandler } from 'express';
import type { Pool } from 'pg';
import type { ChangeNotifiedCache } from '../../../../database/change-notified-cache';
import { createCachedSessionStore, type CachedSessionStore } from './cached-session-store';

export const SESSION_COOKIE_NAME = 'sid';
export const SESSION_TABLE = 'user_sessions';

export interface SessionOptions {
  pool: Pool;
  cache: ChangeNotifiedCache;
  secret: string;
  maxAgeMs: number;
}

export interface SessionHandle {
  middleware: RequestHandler;
  /** The store the middleware loads sessions from (with `peek` for the cached ones). */
  store: CachedSessionStore;
  /** The secret session cookies are signed with. */
  secret: string;
  close(): void;
}

export function createSessionMiddleware(options: SessionOptions): SessionHandle {
  const store = createCachedSessionStore(
    {
      pool: options.pool,
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      // A signed-in read must not write the session row; the lifetime runs from sign-in.
      disableTouch: true,
      pruneSessionInterval: 15 * 60,
    },
    options.cache,
  );
  const middleware = session({
    name: SESSION_COOKIE_NAME,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: options.maxAgeMs,
      path: '/',
    },
  });
  return { middleware, store, secret: options.secret, close: () => store.close() };
}
