import useSWR from 'swr';
import { ApiError, fetchPublicData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { PublishedArticle } from '../../../lib/api-types';
import { publishedArticleEndpoints } from './published-article';

/** One published partner article; `id` null fetches nothing. */
export function usePublishedArticle(id: number | null) {
  const { data, error, isLoading, mutate } = useSWR<PublishedArticle, unknown>(
    id === null ? null : publishedArticleEndpoints.one(id),
    (key: string) => fetchPublicData<PublishedArticle>(key, READ_FAILURES.article),
  );
  return {
    article: data,
    error,
    isLoading,
    isNotFound: error instanceof ApiError && error.status === 404,
    retry: () => mutate(),
  };
}
