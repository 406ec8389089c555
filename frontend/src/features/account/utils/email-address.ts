/** The server's limit (an address is at most 320 characters). */
export const EMAIL_MAX_LENGTH = 320;

// Close to what the server accepts: one @, something before it, a dotted domain after it, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The problem with a typed address, or undefined when it may be sent. */
export function emailAddressProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your email address';
  if (email.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address, like name@example.com';
  return undefined;
}

/** True when the typed address is the one on the account (addresses compare case-insensitively). */
export function isCurrentAddress(value: string, current: string | null | undefined): boolean {
  return current != null && value.trim().toLowerCase() === current.toLowerCase();
}
