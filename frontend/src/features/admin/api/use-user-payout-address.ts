import { apiKey, fetchData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';

export const userPayoutAddressUrl = (id: number) =>
  apiKey('/api/admin/users/{id}/payout-address', { params: { path: { id } } });

/** An account's payout address, a change waiting and the history; read while its dialog is open. */
export function useUserPayoutAddress(id: number | null) {
  const { data, error, mutate } = useApiData(id === null ? null : userPayoutAddressUrl(id), (key) =>
    fetchData(key, 'Failed to fetch the payout address'),
  );
  return { state: data, error, retry: () => mutate() };
}
