import useSWR from 'swr';
import { fetchPublicData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { PublishedArticle } from '../../../lib/api-types';
import { publishedArticleEndpoints } from './published-article';

export function usePublishedArticles() {
  const { data, error, isLoading } = useSWR<PublishedArticle[], unknown>(
    publishedArticleEndpoints.list,
    (key: string) => fetchPublicData<PublishedArticle[]>(key, READ_FAILURES.articles),
  );
  return { articles: data, error, isLoading };
}
