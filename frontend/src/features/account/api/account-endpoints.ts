export const accountEndpoints = {
  email: '/api/account/email',
  apiTokens: '/api/account/tokens',
  apiToken: (id: number) => `/api/account/tokens/${id}`,
  verifyEmail: '/api/account/email/verify',
  password: '/api/account/password',
  sessions: '/api/account/sessions',
  revokeOtherSessions: '/api/account/sessions/revoke-others',
  session: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
  notificationPreferences: '/api/notifications/preferences',
} as const;
