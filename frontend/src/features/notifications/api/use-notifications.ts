import { useCallback } from 'react';
import useSWRInfinite from 'swr/infinite';
import { sendData } from '../../../lib/api-client';
import { fetchKeysetPage } from '../../../lib/keyset-page';
import {
  notificationPageKey,
  withAllNotificationsRead,
  withNotificationRead,
  type NotificationPage,
} from '../utils/notification-pages';
import { NOTIFICATION_READ_FAILURES } from './notification-endpoints';
import type { AppNotification } from '../../../lib/api-types';
import { useUnreadCountUpdates } from './use-unread-count';

const fetchNotificationPage = (url: string) =>
  fetchKeysetPage('/api/notifications', url, NOTIFICATION_READ_FAILURES.list);

/**
 * The caller's notifications, newest first, one keyset page after another. The panel mounts
 * this only while open, and every opening reads the list again.
 */
export function useNotifications() {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<NotificationPage, unknown>(
    notificationPageKey,
    fetchNotificationPage,
    { revalidateOnMount: true, revalidateFirstPage: true },
  );
  const unreadCount = useUnreadCountUpdates();

  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  const loadMore = useCallback(() => setSize((current) => current + 1), [setSize]);

  const markRead = useCallback(
    async (notification: AppNotification) => {
      if (notification.readAt !== null) return;
      const readAt = new Date().toISOString();
      await Promise.all([
        mutate((pages) => (pages ? withNotificationRead(pages, notification.id, readAt) : pages), {
          revalidate: false,
        }),
        unreadCount.adjust((count) => count - 1),
      ]);
      try {
        await sendData('POST', '/api/notifications/{id}/read', { params: { path: { id: notification.id } } });
      } catch (failure) {
        await Promise.all([mutate(), unreadCount.refresh()]);
        throw failure;
      }
      await unreadCount.refresh();
    },
    [mutate, unreadCount],
  );

  const markAllRead = useCallback(async () => {
    const result = await sendData('POST', '/api/notifications/read-all');
    const readAt = new Date().toISOString();
    await Promise.all([
      mutate((pages) => (pages ? withAllNotificationsRead(pages, readAt) : pages), { revalidate: false }),
      unreadCount.adjust(() => 0),
    ]);
    await unreadCount.refresh();
    return result;
  }, [mutate, unreadCount]);

  const retry = useCallback(() => void mutate(), [mutate]);

  return { pages: data, error, isLoading, isLoadingMore, loadMore, retry, markRead, markAllRead };
}
