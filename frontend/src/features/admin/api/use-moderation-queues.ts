import { apiKey, type ApiKey } from '../../../lib/api-client';
import { fetchKeysetPage, type ListPath } from '../../../lib/keyset-page';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';

export interface QueueTotal {
  /** X-Total-Count of the queue, unfiltered; undefined while loading or failed. */
  total: number | undefined;
  error: unknown;
}

// One item is enough: the count comes from the X-Total-Count header, whatever the tabs filter.
function useQueueTotal<Path extends ListPath>(
  queue: Path,
  url: ApiKey<Path>,
  enabled: boolean,
  failureMessage: string,
): QueueTotal {
  const { data, error } = useApiData(enabled ? url : null, (key) => fetchKeysetPage(queue, key, failureMessage));
  return { total: data?.total ?? undefined, error };
}

export const MODERATION_TOTAL_URLS = {
  partners: apiKey('/api/admin/partners/pending', { params: { query: { limit: 1 } } }),
  projects: apiKey('/api/admin/projects/pending', { params: { query: { limit: 1 } } }),
  articles: apiKey('/api/admin/articles/pending', { params: { query: { limit: 1 } } }),
  submissions: apiKey('/api/project-submissions/all', { params: { query: { limit: 1, status: 'pending' } } }),
} as const;

/** The counters above the tabs: how many items wait in each review queue. */
export function useModerationTotals(enabled: boolean) {
  return {
    partners: useQueueTotal(
      '/api/admin/partners/pending',
      MODERATION_TOTAL_URLS.partners,
      enabled,
      READ_FAILURES.pendingPartners,
    ),
    projects: useQueueTotal(
      '/api/admin/projects/pending',
      MODERATION_TOTAL_URLS.projects,
      enabled,
      READ_FAILURES.pendingProjects,
    ),
    articles: useQueueTotal(
      '/api/admin/articles/pending',
      MODERATION_TOTAL_URLS.articles,
      enabled,
      READ_FAILURES.pendingArticles,
    ),
    submissions: useQueueTotal(
      '/api/project-submissions/all',
      MODERATION_TOTAL_URLS.submissions,
      enabled,
      READ_FAILURES.submissions,
    ),
  };
}
