export const EMAIL_MAX_LENGTH = 320;
/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const EMAIL_TAKEN_MESSAGE = 'This email address is already verified by another account';

/** The account's address as stored; mail is sent only once `verifiedAt` is set. */
export interface UserEmail {
  email: string | null;
  verifiedAt: Date | null;
}

export interface AccountEmail {
  email: string | null;
  verified: boolean;
}

export function toAccountEmail(stored: UserEmail): AccountEmail {
  return { email: stored.email, verified: stored.email !== null && stored.verifiedAt !== null };
}

/** Addresses are compared case-insensitively, as mailbox providers treat them. */
export function isSameAddress(first: string | null, second: string | null): boolean {
  return first !== null && second !== null && first.toLowerCase() === second.toLowerCase();
}
