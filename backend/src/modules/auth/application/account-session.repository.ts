import type { SessionDevice } from '../domain/account-session';

/** A stored session row of an account, with the fields sign-in and the session clock keep in it. */
export interface StoredSession extends SessionDevice {
  sid: string;
  signedInAt?: number;
  lastSeenAt?: number;
}

/**
 * The account's rows of `user_sessions` (found by their generated `user_id` column). Deleting a
 * row signs that session out on every instance: its change notification drops it from the caches.
 */
export abstract class AccountSessionRepository {
  /** The account's unexpired sessions. */
  abstract listForUser(userId: number): Promise<StoredSession[]>;
  /** Deletes one of the account's sessions; false when the account has no such session. */
  abstract deleteOne(userId: number, sid: string): Promise<boolean>;
  /** Deletes every session of the account except `keepSid`, if given; answers how many. */
  abstract deleteAll(userId: number, keepSid?: string): Promise<number>;
}
