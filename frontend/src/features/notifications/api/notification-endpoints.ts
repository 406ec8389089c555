import { apiKey } from '../../../lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The SWR keys of the bell's reads; writes name their typed paths where they are sent. */
export const notificationEndpoints = {
  firstPage: apiKey('/api/notifications', { params: { query: { limit: NOTIFICATIONS_PAGE_SIZE } } }),
  unreadCount: apiKey('/api/notifications/unread-count'),
} as const;

export const NOTIFICATION_READ_FAILURES = {
  list: 'Failed to fetch notifications',
  unreadCount: 'Failed to fetch unread notifications',
} as const;

/** How often the bell asks for the unread count while the page is visible. */
export const UNREAD_COUNT_REFRESH_MS = 15_000;
