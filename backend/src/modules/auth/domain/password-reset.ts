/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** The one answer to every reset request, so it tells nobody which usernames exist or have an address. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If that account has a verified email address, a link to reset its password is on its way. ' +
  'Accounts without one can ask an administrator for a reset link.';

export const PASSWORD_RESET_FAILURES = {
  unknown: 'This password reset link is not valid. Check that you opened the whole link from the mail.',
  used: 'This password reset link has already been used. Ask for a new one if you still need it.',
  expired: 'This password reset link has expired. Ask for a new one.',
} as const;

export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
