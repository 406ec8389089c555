export const accountEndpoints = {
  email: '/api/account/email',
  verifyEmail: '/api/account/email/verify',
  notificationPreferences: '/api/notifications/preferences',
} as const;
