import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UserRepository } from '../application/user.repository';
import { isDisabled, toSessionUser, type SessionUser } from '../domain/user';

type Done<T> = (error: unknown, value?: T | false) => void;

/**
 * The session keeps only the user id. The user is read on each request through the
 * change-notified cache, so a role change (e.g. partner approval) applies to the next request,
 * and a disabled account is no user from its next request on.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(
    private readonly users: UserRepository,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<SessionUser>): void {
    const cacheKey = { key: `user:${id}`, tags: [cacheTags.row('users', id)] };
    // Runs on every signed-in request: a cached user is handed over in the same tick.
    const cached = this.cache.get<SessionUser>(cacheKey.key);
    if (cached) return done(null, { ...cached });
    this.cache
      .read(cacheKey, async () => {
        const user = await this.users.findById(id);
        return user && !isDisabled(user) ? toSessionUser(user) : null;
      })
      .then(
        (user) => done(null, user ? { ...user } : false),
        (error) => done(error),
      );
  }
}
