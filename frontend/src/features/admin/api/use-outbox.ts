import { apiKey, fetchData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';

export const outboxMessageUrl = (id: number) => apiKey('/api/admin/outbox/{id}', { params: { path: { id } } });

export function useOutboxMessage(id: number | null) {
  const { data, error, mutate } = useApiData(id === null ? null : outboxMessageUrl(id), (key) =>
    fetchData(key, 'Failed to fetch message'),
  );
  return { message: data, error, retry: () => mutate() };
}
