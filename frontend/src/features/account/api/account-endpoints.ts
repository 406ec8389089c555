export const accountEndpoints = {
  email: '/api/account/email',
  apiTokens: '/api/account/tokens',
  apiToken: (id: number) => `/api/account/tokens/${id}`,
  verifyEmail: '/api/account/email/verify',
  notificationPreferences: '/api/notifications/preferences',
} as const;
