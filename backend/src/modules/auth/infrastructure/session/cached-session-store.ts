import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import { cacheTags } from '../../../../database/cached-tables';
import type { ChangeNotifiedCache } from '../../../../database/change-notified-cache';

type PgStoreOptions = ConstructorParameters<ReturnType<typeof connectPgSimple>>[0];

/** A session as cached: its JSON, to hand out fresh copies, and the parsed (frozen) value, to read in place. */
interface CachedSession {
  json: string;
  data: SessionData;
}

export type CachedSessionStore = ReturnType<typeof createCachedSessionStore>;

function expiryOf(data: SessionData): number | undefined {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires).getTime() : undefined;
}

/**
 * The PostgreSQL session store with the sessions it read kept in the change-notified cache:
 * a signed-in read normally makes no session query. A session changed or destroyed anywhere
 * (logout, sign-in elsewhere, expiry clean-up, another instance) is dropped by its row's change
 * notification; here it is also dropped before and after our own writes.
 */
export function createCachedSessionStore(options: PgStoreOptions & { tableName: string }, cache: ChangeNotifiedCache) {
  const PgStore = connectPgSimple(session);
  const tagOf = (sid: string) => cacheTags.row('user_sessions', sid);
  const keyOf = (sid: string) => `session:${sid}`;

  class CachedPgStore extends PgStore {
    /** The cached session as stored, frozen (read it, never change it), or undefined when it is not cached. */
    peek(sid: string): Readonly<SessionData> | undefined {
      return cache.get<CachedSession>(keyOf(sid))?.data;
    }

    override get(sid: string, callback: (error: unknown, data?: SessionData | null) => void): void {
      const cached = cache.get<CachedSession>(keyOf(sid));
      // express-session changes the session it is handed: it gets its own copy.
      if (cached !== undefined) return callback(null, JSON.parse(cached.json) as SessionData);
      const generation = cache.currentGeneration();
      super.get(sid, (error, data) => {
        if (!error && data) {
          const cacheKey = { key: keyOf(sid), tags: [tagOf(sid)], expiresAt: expiryOf(data) };
          const json = JSON.stringify(data);
          cache.set<CachedSession>(cacheKey, { json, data: JSON.parse(json) as SessionData }, generation);
        }
        callback(error, data);
      });
    }

    override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
      cache.invalidate(tagOf(sid));
      super.set(sid, data, (error?: unknown) => {
        cache.invalidate(tagOf(sid));
        callback?.(error);
      });
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      cache.invalidate(tagOf(sid));
      super.destroy(sid, (error?: unknown) => {
        cache.invalidate(tagOf(sid));
        callback?.(error);
      });
    }
  }
  return new CachedPgStore(options);
}
