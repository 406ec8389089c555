import useSWR from 'swr';
import { fetchData } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';
import { READ_FAILURES } from '../../../lib/read-failures';
import { adminEndpoints, pagedKey } from './admin-endpoints';

/** Spec §8: each record list's read failure throws its own generic message. */
export function recordsFailureMessage(base: string): string {
  switch (base) {
    case adminEndpoints.audit:
      return READ_FAILURES.audit;
    case adminEndpoints.contactMessages:
      return READ_FAILURES.contactMessages;
    case adminEndpoints.subscribers:
      return READ_FAILURES.subscribers;
    default:
      return READ_FAILURES.records;
  }
}

export function usePagedRecords<Item>(base: string, enabled: boolean, page: number, pageSize: number) {
  const { data, error, isLoading, mutate } = useSWR<Page<Item>, unknown>(
    enabled ? pagedKey(base, page, pageSize) : null,
    (key: string) => fetchData<Page<Item>>(key, recordsFailureMessage(base)),
    // Records grow while the dashboard is open, so a page shown again is fetched again.
    { keepPreviousData: true, revalidateOnMount: true },
  );
  return { records: data, error, isLoading, retry: () => mutate() };
}
