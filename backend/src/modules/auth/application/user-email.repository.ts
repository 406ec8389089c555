import type { UserEmail } from '../domain/account-email';

/** The email address columns of `users`. */
export abstract class UserEmailRepository {
  abstract find(userId: number): Promise<UserEmail | null>;
  /** Stores the address as not verified (or removes it, with null). */
  abstract set(userId: number, email: string | null): Promise<void>;
  /**
   * Marks the address verified while it is still the account's address; false when it no longer
   * is. Throws a CONFLICT domain error when another account has verified it.
   */
  abstract markVerified(userId: number, email: string): Promise<boolean>;
  /** Whether an account other than `exceptUserId` has verified this address (case-insensitively). */
  abstract isVerifiedElsewhere(email: string, exceptUserId: number): Promise<boolean>;
}
