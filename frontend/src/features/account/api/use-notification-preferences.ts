import { useCallback } from 'react';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { withEmailPreference } from '../utils/notification-preferences';
import { accountEndpoints } from './account-endpoints';

export const PREFERENCES_READ_FAILURE = 'Failed to fetch notification preferences';

export function useNotificationPreferences() {
  const { data, error, isLoading, mutate } = useApiData(accountEndpoints.notificationPreferences, (key) =>
    fetchData(key, PREFERENCES_READ_FAILURE),
  );

  /** Shows the change at once; on failure the list goes back to what it was and the error is thrown. */
  const setEmail = useCallback(
    (kind: string, email: boolean) =>
      mutate(
        async () => sendData('PUT', '/api/notifications/preferences', { body: { preferences: [{ kind, email }] } }),
        {
          optimisticData: (current) => withEmailPreference(current ?? [], kind, email),
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        },
      ),
    [mutate],
  );

  return { preferences: data, error, isLoading, retry: () => mutate(), setEmail };
}
