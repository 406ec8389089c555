export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationEndpoints = {
  list: '/api/notifications',
  unreadCount: '/api/notifications/unread-count',
  markRead: (id: number) => `/api/notifications/${id}/read`,
  markAllRead: '/api/notifications/read-all',
} as const;

export const NOTIFICATION_READ_FAILURES = {
  list: 'Failed to fetch notifications',
  unreadCount: 'Failed to fetch unread notifications',
} as const;

/** How often the bell asks for the unread count while the page is visible. */
export const UNREAD_COUNT_REFRESH_MS = 15_000;
