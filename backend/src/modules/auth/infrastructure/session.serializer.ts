import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserRepository } from '../application/user.repository';
import { toSessionUser, type SessionUser } from '../domain/user';

type Done<T> = (error: unknown, value?: T | false) => void;

/** The session keeps only the user id; role changes (e.g. partner approval) apply on the next request. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UserRepository) {
    super();
  }

  serializeUser(user: SessionUser, done: Done<number>): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: Done<SessionUser>): void {
    this.users.findById(id).then(
      (user) => done(null, user ? toSessionUser(user) : false),
      (error) => done(error),
    );
  }
}
