import { apiKey } from '../../../lib/api-client';

/** The SWR keys of the account page's reads; writes name their typed paths where they are sent. */
export const accountEndpoints = {
  email: apiKey('/api/account/email'),
  apiTokens: apiKey('/api/account/tokens'),
  sessions: apiKey('/api/account/sessions'),
  notificationPreferences: apiKey('/api/notifications/preferences'),
  twoFactor: apiKey('/api/account/two-factor'),
  wallets: apiKey('/api/account/wallets'),
  password: apiKey('/api/account/password'),
} as const;
