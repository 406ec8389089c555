/**
 * The stored sessions of an account. Deleting a session row signs that browser out on every
 * instance at once: the row's change notification drops it from each instance's cache.
 */
export abstract class UserSessions {
  /** Signs the account out everywhere; joins the caller's transaction. */
  abstract revokeAll(userId: number): Promise<void>;
}
