import useSWR from 'swr';
import { fetchData } from '../../../lib/api-client';
import type { OutboxEntry, OutboxMessage } from '../../../lib/api-types';
import { fetchKeysetPage, type KeysetPage } from '../../../lib/keyset-page';

export const outboxMessageUrl = (id: number) => `/api/admin/outbox/${id}`;

export function useOutboxPage(url: string, enabled: boolean) {
  const { data, error, mutate } = useSWR<KeysetPage<OutboxEntry>, unknown>(
    enabled ? url : null,
    (key: string) => fetchKeysetPage<OutboxEntry>(key, 'Failed to fetch outbox'),
    // Mail goes out while the dashboard is open, so a page shown again is fetched again.
    { keepPreviousData: true, revalidateOnMount: true },
  );
  return { page: data, error, retry: () => mutate() };
}

export function useOutboxMessage(id: number | null) {
  const { data, error, mutate } = useSWR<OutboxMessage, unknown>(id === null ? null : outboxMessageUrl(id), (key: string) =>
    fetchData<OutboxMessage>(key, 'Failed to fetch message'),
  );
  return { message: data, error, retry: () => mutate() };
}
