import { sendData } from '../../../lib/api-client';
import type { PasswordResetAnswer, PasswordResetConfirmation, PasswordResetRequest } from '../../../lib/api-types';

export const passwordResetEndpoints = {
  request: '/api/auth/password-reset/request',
  confirm: '/api/auth/password-reset/confirm',
} as const;

/** Answers the same whatever the username: the server does not say whether a mail went out. */
export function requestPasswordReset(username: string): Promise<PasswordResetAnswer> {
  return sendData<PasswordResetAnswer>('POST', passwordResetEndpoints.request, {
    username,
  } satisfies PasswordResetRequest);
}

export function confirmPasswordReset(confirmation: PasswordResetConfirmation): Promise<PasswordResetAnswer> {
  return sendData<PasswordResetAnswer>('POST', passwordResetEndpoints.confirm, confirmation);
}
