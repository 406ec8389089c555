import useSWR from 'swr';
import { fetchPublicData, publishedArticleEndpoints, type PublishedArticle } from './published-article';

export function usePublishedArticles() {
  const { data, error, isLoading } = useSWR<PublishedArticle[], unknown>(
    publishedArticleEndpoints.list,
    (key: string) => fetchPublicData<PublishedArticle[]>(key),
  );
  return { articles: data, error, isLoading };
}
