import useSWR from 'swr';
import { fetchData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { PendingArticle, PendingPartner, PendingProject, ProjectSubmission } from '../../../lib/api-types';
import { adminEndpoints } from './admin-endpoints';

export interface QueueState<Item> {
  items: Item[] | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

// Each hook takes `enabled` so nothing is fetched until the session says the user is an admin.
function useQueue<Item>(key: string, enabled: boolean, failureMessage: string): QueueState<Item> {
  const { data, error, isLoading, mutate } = useSWR<Item[], unknown>(enabled ? key : null, (url: string) =>
    fetchData<Item[]>(url, failureMessage),
  );
  return { items: data, error, isLoading, retry: () => mutate() };
}

export const usePendingPartners = (enabled: boolean) =>
  useQueue<PendingPartner>(adminEndpoints.pendingPartners, enabled, READ_FAILURES.pendingPartners);

export const usePendingProjects = (enabled: boolean) =>
  useQueue<PendingProject>(adminEndpoints.pendingProjects, enabled, READ_FAILURES.pendingProjects);

export const usePendingArticles = (enabled: boolean) =>
  useQueue<PendingArticle>(adminEndpoints.pendingArticles, enabled, READ_FAILURES.pendingArticles);

export const useAllProjectSubmissions = (enabled: boolean) =>
  useQueue<ProjectSubmission>(adminEndpoints.allSubmissions, enabled, READ_FAILURES.submissions);
