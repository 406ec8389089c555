import { sendData } from '../../../lib/api-client';
import type { PasswordResetAnswer, PasswordResetConfirmation, PasswordResetRequest } from '../../../lib/api-types';

/** Answers the same whatever the username: the server does not say whether a mail went out. */
export function requestPasswordReset(username: string): Promise<PasswordResetAnswer> {
  return sendData('POST', '/api/auth/password-reset/request', { body: { username } satisfies PasswordResetRequest });
}

export function confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<PasswordResetAnswer> {
  return sendData('POST', '/api/auth/password-reset/confirm', { body: confirmation });
}
