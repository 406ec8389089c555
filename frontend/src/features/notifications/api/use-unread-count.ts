import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { fetchData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { NOTIFICATION_READ_FAILURES, UNREAD_COUNT_REFRESH_MS, notificationEndpoints } from './notification-endpoints';
import type { UnreadNotificationCount } from '../../../lib/api-types';

/**
 * The signed-in user's unread count. Unlike the app's other reads (spec §9: no polling, no
 * refetch on focus), the bell has to notice what happens elsewhere, so this one polls while the
 * page is visible and asks again when the window regains focus.
 */
export function useUnreadCount(signedIn: boolean) {
  const { data, error } = useApiData(
    signedIn ? notificationEndpoints.unreadCount : null,
    (key) => fetchData(key, NOTIFICATION_READ_FAILURES.unreadCount),
    { refreshInterval: UNREAD_COUNT_REFRESH_MS, revalidateOnFocus: true, revalidateOnReconnect: true },
  );
  return { count: data?.count, error };
}

/**
 * Shows a changed count at once (optimistically, after marking read); `refresh` then asks the
 * server for the real one, once the change has been made there.
 */
export function useUnreadCountUpdates() {
  const { mutate } = useSWRConfig();
  const adjust = useCallback(
    async (change: (count: number) => number) => {
      await mutate<UnreadNotificationCount>(
        notificationEndpoints.unreadCount,
        (current) => (current ? { count: Math.max(0, change(current.count)) } : current),
        { revalidate: false },
      );
    },
    [mutate],
  );
  const refresh = useCallback(async () => {
    await mutate(notificationEndpoints.unreadCount);
  }, [mutate]);
  return useMemo(() => ({ adjust, refresh }), [adjust, refresh]);
}
