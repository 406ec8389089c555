import useSWR from 'swr';
import { apiKey, fetchData } from '../../../lib/api-client';
import type { OutboxMessage } from '../../../lib/api-types';

export const outboxMessageUrl = (id: number) => apiKey('/api/admin/outbox/{id}', { params: { path: { id } } });

export function useOutboxMessage(id: number | null) {
  const { data, error, mutate } = useSWR<OutboxMessage, unknown>(
    id === null ? null : outboxMessageUrl(id),
    (key: string) => fetchData<OutboxMessage>(key, 'Failed to fetch message'),
  );
  return { message: data, error, retry: () => mutate() };
}
