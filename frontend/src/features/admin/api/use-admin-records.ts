import useSWR from 'swr';
import { adminEndpoints, pagedKey } from './admin-endpoints';
import { fetchData } from './admin-requests';
import type { AuditEntry, ContactMessage, NewsletterSubscriber, Page } from './admin-types';

function usePagedRecords<Item>(base: string, enabled: boolean, page: number, pageSize: number) {
  const { data, error, isLoading, mutate } = useSWR<Page<Item>, unknown>(
    enabled ? pagedKey(base, page, pageSize) : null,
    fetchData<Page<Item>>,
    // Records grow while the dashboard is open, so a page shown again is fetched again.
    { keepPreviousData: true, revalidateOnMount: true },
  );
  return { records: data, error, isLoading, retry: () => mutate() };
}

export const useAuditLog = (enabled: boolean, page: number, pageSize: number) =>
  usePagedRecords<AuditEntry>(adminEndpoints.audit, enabled, page, pageSize);

export const useContactMessages = (enabled: boolean, page: number, pageSize: number) =>
  usePagedRecords<ContactMessage>(adminEndpoints.contactMessages, enabled, page, pageSize);

export const useNewsletterSubscribers = (enabled: boolean, page: number, pageSize: number) =>
  usePagedRecords<NewsletterSubscriber>(adminEndpoints.subscribers, enabled, page, pageSize);
