import useSWR from 'swr';
import { fetchData } from '../../../lib/api-client';
import { fetchKeysetPage, type KeysetPage } from '../../../lib/keyset-page';

// Temporary until the backend's DTOs land in api-schema.d.ts.
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  sentAt: string;
}
export interface OutboxMessage extends OutboxMail {
  text: string;
  html: string;
}

export const outboxMessageUrl = (id: number) => `/api/admin/outbox/${id}`;

export function useOutboxPage(url: string, enabled: boolean) {
  const { data, error, mutate } = useSWR<KeysetPage<OutboxMail>, unknown>(
    enabled ? url : null,
    (key: string) => fetchKeysetPage<OutboxMail>(key, 'Failed to fetch outbox'),
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
