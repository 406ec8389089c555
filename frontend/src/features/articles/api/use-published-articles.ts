import { fetchPublicData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import { publishedArticleEndpoints } from './published-article';

export function usePublishedArticles() {
  const { data, error, isLoading } = useApiData(publishedArticleEndpoints.list, (key) =>
    fetchPublicData(key, READ_FAILURES.articles),
  );
  return { articles: data, error, isLoading };
}
