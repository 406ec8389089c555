import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { SessionData } from 'express-session';
import { LRUCache } from 'lru-cache';
import { lifetimeVerdict, type SessionClock, type SessionLifetime } from './session-lifetime';
import { SESSION_COOKIE_NAME } from './session.middleware';

export interface SessionPeek {
  /** The cached session, read in place (never changed), or undefined when it is not cached. */
  peek(sid: string): Readonly<SessionData> | undefined;
}

/** Distinct valid cookies remembered; a cookie that fails its signature check is never remembered. */
const MAX_VERIFIED_COOKIES = 10_000;

/**
 * The read-only path of a signed-in request: for a GET or HEAD whose session is in the cache,
 * signed in, within its lifetime and with no activity due to be written, express-session would
 * load the session, find it unchanged and write nothing, and could only hand the route what this
 * path already knows (the session id and the signed-in user id). So that request skips it: no
 * session object, no change-detection hashes, no copy of the session; the cookie's signature is
 * checked once per distinct cookie value and remembered. Any other request (a write method, a
 * session not cached, signed out, expired, or with activity to record) takes express-session's
 * full path, which also does whatever changes the session needs.
 */
export class SessionReadPath {
  private readonly verified = new LRUCache<string, string>({ max: MAX_VERIFIED_COOKIES });

  constructor(
    private readonly secret: string,
    private readonly sessions: SessionPeek,
    private readonly lifetime: SessionLifetime,
  ) {}

  /** The session id and user id a read may rely on as they are, or null when the full path must run. */
  resolve(method: string, cookieHeader: string, now = Date.now()): { sid: string; userId: number } | null {
    if (method !== 'GET' && method !== 'HEAD') return null;
    // The same parser express-session reads the cookie with; the first `sid` cookie wins there too.
    const raw = parseCookies(cookieHeader)[SESSION_COOKIE_NAME];
    if (raw === undefined || !raw.startsWith('s:')) return null;
    const sid = this.sessionIdOf(raw);
    if (sid === null) return null;
    const session = this.sessions.peek(sid);
    const userId = (session as SessionClock | undefined)?.passport?.user;
    if (!session || typeof userId !== 'number') return null;
    const expires = session.cookie?.expires;
    if (expires && new Date(expires).getTime() <= now) return null;
    if (lifetimeVerdict(session as SessionClock, now, this.lifetime) !== 'current') return null;
    return { sid, userId };
  }

  private sessionIdOf(raw: string): string | null {
    const known = this.verified.get(raw);
    if (known !== undefined) return known;
    const sid = unsign(raw.slice(2), this.secret);
    if (sid === false) return null;
    this.verified.set(raw, sid);
    return sid;
  }
}
