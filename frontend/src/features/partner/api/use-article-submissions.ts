import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiKey, fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { ArticleSubmission, NewArticleSubmission, PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

export function useArticleSubmissions(profile: PartnerProfile | null | undefined) {
  const { data, error, isLoading, mutate } = useApiData(profile ? partnerEndpoints.articleSubmissions : null, (key) =>
    fetchData(key, READ_FAILURES.submissions),
  );
  return { submissions: data, error, isLoading, retry: () => mutate() };
}

export function useSubmitArticle() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.articleSubmissions,
    (_url: string, { arg }: { arg: NewArticleSubmission }) =>
      sendData('POST', '/api/article-submissions', { body: arg }),
  );
  return { submitArticle: trigger, isSubmitting: isMutating };
}

export const articleEndpoints = {
  timeline: (id: number) => apiKey('/api/article-submissions/{id}/timeline', { params: { path: { id } } }),
};

export type ArticleChange =
  { action: 'edit' | 'resubmit'; id: number; payload: NewArticleSubmission } | { action: 'withdraw'; id: number };

/** Edit, withdraw or resubmit one's own article; afterwards the list and that article's timeline re-fetch. */
export function useChangeOwnArticle() {
  const { mutate } = useSWRConfig();
  return async (change: ArticleChange): Promise<ArticleSubmission> => {
    const params = { path: { id: change.id } };
    const saved =
      change.action === 'withdraw'
        ? await sendData('POST', '/api/article-submissions/{id}/withdraw', { params })
        : change.action === 'edit'
          ? await sendData('PUT', '/api/article-submissions/{id}', { params, body: change.payload })
          : await sendData('POST', '/api/article-submissions/{id}/resubmit', { params, body: change.payload });
    await Promise.all([
      mutate(partnerEndpoints.articleSubmissions),
      mutate(articleEndpoints.timeline(change.id)),
    ]).catch(() => undefined);
    return saved;
  };
}
