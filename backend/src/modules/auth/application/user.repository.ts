import type { Role, SessionUser, UserRecord } from '../domain/user';

export interface NewUser {
  username: string;
  /** Null: the account signs in with a wallet only. */
  passwordHash: string | null;
  role: Role;
}

export abstract class UserRepository {
  abstract findById(id: number): Promise<UserRecord | null>;
  abstract findByUsername(username: string): Promise<UserRecord | null>;
  abstract listByIds(ids: number[]): Promise<SessionUser[]>;
  /** Throws a CONFLICT domain error when the username is taken (case-insensitively). */
  abstract create(user: NewUser): Promise<UserRecord>;
  /** Creates the user, or resets the password and role of an existing one. */
  abstract upsertAdmin(username: string, passwordHash: string): Promise<UserRecord>;
  /** Creates the user only when no admin exists yet; returns null when one does. */
  abstract createFirstAdmin(username: string, passwordHash: string): Promise<UserRecord | null>;
  abstract setRole(id: number, role: Role): Promise<void>;
}
