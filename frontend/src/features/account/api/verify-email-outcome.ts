import { errorStatus, serverMessage } from '../../../lib/api-client';
import type { AccountEmail } from '../../../lib/api-types';
import { verifyAccountEmail } from './use-account-email';

export type VerifyEmailOutcome =
  { kind: 'verified'; accountEmail: AccountEmail } | { kind: 'failed'; message: string; retryable: boolean };

export const MISSING_TOKEN_MESSAGE =
  'This verification link is incomplete. Open the link from the mail again, or copy all of it.';

/** What a failed verification tells the reader: the server's reason for a refusal, else a retryable network failure. */
export function verifyFailure(error: unknown): VerifyEmailOutcome {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) {
    return {
      kind: 'failed',
      message: serverMessage(error) ?? 'This verification link is not valid.',
      retryable: false,
    };
  }
  return {
    kind: 'failed',
    message: 'Could not verify your email address right now. Please try again.',
    retryable: true,
  };
}

// A token is used up by its first request: a second one for the same page (a remount) reuses the answer.
const attempts = new Map<string, Promise<VerifyEmailOutcome>>();

export function verifyEmailOnce(token: string, retry = false): Promise<VerifyEmailOutcome> {
  const existing = attempts.get(token);
  if (existing && !retry) return existing;
  const attempt = verifyAccountEmail(token).then(
    (accountEmail): VerifyEmailOutcome => ({ kind: 'verified', accountEmail }),
    verifyFailure,
  );
  attempts.set(token, attempt);
  return attempt;
}
