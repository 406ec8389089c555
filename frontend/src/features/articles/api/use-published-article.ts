import { ApiError, fetchPublicData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import { publishedArticleEndpoints } from './published-article';

/** One published partner article; `id` null fetches nothing. */
export function usePublishedArticle(id: number | null) {
  const { data, error, isLoading, mutate } = useApiData(id === null ? null : publishedArticleEndpoints.one(id), (key) =>
    fetchPublicData(key, READ_FAILURES.article),
  );
  return {
    article: data,
    error,
    isLoading,
    isNotFound: error instanceof ApiError && error.status === 404,
    retry: () => mutate(),
  };
}
