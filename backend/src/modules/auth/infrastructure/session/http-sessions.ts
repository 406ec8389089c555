import type { FactoryProvider } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import passport from 'passport';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { ChangeNotifiedCache } from '../../../../database/change-notified-cache';
import { poolOf } from '../../../../database/pool';
import type { SessionUser } from '../../domain/user';
import { BearerIdentity } from './bearer-identity';
import { sessionChain } from './session-chain';
import { recordSessionDevice } from './session-device';
import { startSessionClock, type SessionClock } from './session-lifetime';
import { SessionReadPath } from './session-read-path';
import { resolveSessionSecret } from './session-secret';
import { createSessionMiddleware, SESSION_COOKIE_NAME, type SessionHandle } from './session.middleware';
import { asError } from '../../../../common/errors/error-message';

/**
 * The HTTP session of the API: `chain` says who the caller is before routing (the app mounts it):
 * an `Authorization: Bearer` token when one is sent (BearerIdentity; no session then, even with a
 * cookie), else the session of a request that carries a session cookie. `signIn` starts a
 * session, for login and signup alike; `signOut` ends it.
 */
export class HttpSessions {
  readonly chain: RequestHandler;

  constructor(
    private readonly handle: SessionHandle,
    lifetime: { idleMs: number; absoluteMs: number },
    bearer: BearerIdentity,
  ) {
    const sessions = sessionChain(
      handle.middleware,
      lifetime,
      new SessionReadPath(handle.secret, handle.store, lifetime),
    );
    this.chain = (request, response, next) =>
      bearer.applies(request) ? bearer.handle(request, response, next) : sessions(request, response, next);
  }

  /**
   * Signs the user in on this request, as passport's logIn does, but storing the session once: a
   * request without a session cookie gets its session here (the chain loads none for it); the
   * session id is regenerated before the user is stored, which prevents fixation; the user id (through
   * passport's serializer), the idle and absolute clocks and the device are set, and then the
   * session is saved. (passport's logIn saves before the clocks can be set, and express-session then
   * saves the changed session a second time when the answer ends.)
   */
  async signIn(request: Request, user: SessionUser): Promise<void> {
    const response = request.res as Response;
    if (!request.session) await run(this.handle.middleware, request, response);
    await regenerate(request);
    const serialized = await new Promise<unknown>((resolve, reject) =>
      passport.serializeUser(user, request, (error: unknown, id?: unknown) =>
        error ? reject(asError(error)) : resolve(id),
      ),
    );
    (request.session as unknown as SessionClock).passport = { user: serialized };
    request.user = user;
    startSessionClock(request);
    recordSessionDevice(request);
    await save(request);
  }

  /**
   * Starts a session that signs nobody in but holds `value` under `key` for a later step (the
   * two-factor code after the password), for at most `maxAgeMs`. The session id is new, as at
   * sign-in, and whoever was signed in on this request before is not any more.
   */
  async hold(request: Request, key: string, value: unknown, maxAgeMs: number): Promise<void> {
    const response = request.res as Response;
    if (!request.session) await run(this.handle.middleware, request, response);
    await regenerate(request);
    request.user = undefined;
    (request.session as unknown as Record<string, unknown>)[key] = value;
    request.session.cookie.maxAge = maxAgeMs;
    await save(request);
  }

  /**
   * Stores `value` under `key` on this request's session without changing who is signed in: a
   * request without a session gets one (which signs nobody in, and lasts at most `maxAgeMs`).
   */
  async keep(request: Request, key: string, value: unknown, maxAgeMs: number): Promise<void> {
    const response = request.res as Response;
    if (!request.session) await run(this.handle.middleware, request, response);
    (request.session as unknown as Record<string, unknown>)[key] = value;
    if (!request.user) request.session.cookie.maxAge = maxAgeMs;
    await save(request);
  }

  /** What `hold` stored on this request's session, if anything; `take` removes it. */
  held<T>(request: Request, key: string, options: { take?: boolean } = {}): T | undefined {
    const data = request.session as unknown as Record<string, unknown> | undefined;
    const value = data?.[key] as T | undefined;
    if (options.take && data) delete data[key];
    return value;
  }

  /** Destroys the session, if there is one, and clears the session cookie. */
  async signOut(request: Request, response: Response): Promise<void> {
    if (request.session) {
      await new Promise<void>((resolve, reject) =>
        request.session.destroy((error: unknown) => (error ? reject(asError(error)) : resolve())),
      );
    }
    response.clearCookie(SESSION_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
  }

  /** Stops the session store's pruning. */
  close(): void {
    this.handle.close();
  }
}

/**
 * Stores the session now, as passport's logIn does, rather than when the answer ends: the answer's
 * headers (with the new session cookie) can reach the client before express-session's own save at
 * the end has finished, and a client that sends its next request at once would find no session.
 *
 * express-session cannot know about this save once the session id has changed (regenerate replaces
 * the session behind its back), and would store the same data again when the answer ends; so this
 * session's later saves write only when its data changed since. (Its cookie's expiry is left out of
 * the comparison: express-session restarts it, to the millisecond, as it sets the cookie.)
 */
async function save(request: Request): Promise<void> {
  const session = request.session;
  await new Promise<void>((resolve, reject) =>
    session.save((error: unknown) => (error ? reject(asError(error)) : resolve())),
  );
  const dataOf = (data: typeof session) => JSON.stringify({ ...data, cookie: undefined });
  const stored = dataOf(session);
  const storeAgain = session.save.bind(session);
  session.save = (callback?: (error: unknown) => void) => {
    if (dataOf(session) !== stored) return storeAgain(callback);
    callback?.(undefined);
    return session;
  };
}

/** A new session id and empty data in place of this request's session; the old one is deleted from the store. */
function regenerate(request: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((error: unknown) => (error ? reject(asError(error)) : resolve())),
  );
}

function run(middleware: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    middleware(request, response, (error?: unknown) => (error ? reject(asError(error)) : resolve()));
  });
}

export const httpSessionsProvider: FactoryProvider<Promise<HttpSessions>> = {
  provide: HttpSessions,
  inject: [DataSource, ChangeNotifiedCache, APP_CONFIG, BearerIdentity],
  useFactory: async (dataSource: DataSource, cache: ChangeNotifiedCache, config: AppConfig, bearer: BearerIdentity) =>
    new HttpSessions(
      createSessionMiddleware({
        pool: poolOf(dataSource),
        cache,
        secret: await resolveSessionSecret(dataSource, config.sessionSecret),
        maxAgeMs: config.sessionMaxAgeMs,
      }),
      { idleMs: config.sessionIdleMs, absoluteMs: config.sessionMaxAgeMs },
      bearer,
    ),
};
