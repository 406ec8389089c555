import useSWR from 'swr';
import { fetchData } from '../../../lib/api-client';
import type { Page } from '../../../lib/api-types';
import { pagedKey } from './admin-endpoints';

export function usePagedRecords<Item>(base: string, enabled: boolean, page: number, pageSize: number) {
  const { data, error, isLoading, mutate } = useSWR<Page<Item>, unknown>(
    enabled ? pagedKey(base, page, pageSize) : null,
    fetchData<Page<Item>>,
    // Records grow while the dashboard is open, so a page shown again is fetched again.
    { keepPreviousData: true, revalidateOnMount: true },
  );
  return { records: data, error, isLoading, retry: () => mutate() };
}
