import type { KeysetPage } from '../../../lib/keyset-page';
import { notificationEndpoints } from '../api/notification-endpoints';
import type { AppNotification } from '../../../lib/api-types';

export type NotificationPage = KeysetPage<AppNotification>;

export const FIRST_PAGE_KEY = notificationEndpoints.firstPage;

/** useSWRInfinite's key: the first page, then each page the previous one's `Link` names, until there is none. */
export function notificationPageKey(index: number, previous: NotificationPage | null): string | null {
  if (index === 0) return FIRST_PAGE_KEY;
  return previous?.next ?? null;
}

export function hasMorePages(pages: readonly NotificationPage[] | undefined): boolean {
  return Boolean(pages && pages.length > 0 && pages[pages.length - 1].next);
}

/** The loaded pages with one notification marked read, as the server will have it. */
export function withNotificationRead(pages: NotificationPage[], id: number, readAt: string): NotificationPage[] {
  return pages.map((page) => ({
    ...page,
    items: page.items.map((item) => (item.id === id && item.readAt === null ? { ...item, readAt } : item)),
  }));
}

export function withAllNotificationsRead(pages: NotificationPage[], readAt: string): NotificationPage[] {
  return pages.map((page) => ({
    ...page,
    items: page.items.map((item) => (item.readAt === null ? { ...item, readAt } : item)),
  }));
}
