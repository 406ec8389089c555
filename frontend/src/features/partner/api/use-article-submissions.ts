import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { ArticleSubmission, NewArticleSubmission, PartnerProfile } from '../../../lib/api-types';
import { partnerEndpoints } from './partner-endpoints';

export function useArticleSubmissions(profile: PartnerProfile | null | undefined) {
  const { data, error, isLoading, mutate } = useSWR<ArticleSubmission[], unknown>(
    profile ? partnerEndpoints.articleSubmissions : null,
    (key: string) => fetchData<ArticleSubmission[]>(key, READ_FAILURES.submissions),
  );
  return { submissions: data, error, isLoading, retry: () => mutate() };
}

export function useSubmitArticle() {
  const { trigger, isMutating } = useSWRMutation(
    partnerEndpoints.articleSubmissions,
    (url: string, { arg }: { arg: NewArticleSubmission }) => sendData<ArticleSubmission>('POST', url, arg),
  );
  return { submitArticle: trigger, isSubmitting: isMutating };
}

export const articleEndpoints = {
  one: (id: number) => `${partnerEndpoints.articleSubmissions}/${id}`,
  withdraw: (id: number) => `${partnerEndpoints.articleSubmissions}/${id}/withdraw`,
  resubmit: (id: number) => `${partnerEndpoints.articleSubmissions}/${id}/resubmit`,
  timeline: (id: number) => `${partnerEndpoints.articleSubmissions}/${id}/timeline`,
};

export type ArticleChange =
  { action: 'edit' | 'resubmit'; id: number; payload: NewArticleSubmission } | { action: 'withdraw'; id: number };

/** Edit, withdraw or resubmit one's own article; afterwards the list and that article's timeline re-fetch. */
export function useChangeOwnArticle() {
  const { mutate } = useSWRConfig();
  return async (change: ArticleChange): Promise<ArticleSubmission> => {
    const saved =
      change.action === 'withdraw'
        ? await sendData<ArticleSubmission>('POST', articleEndpoints.withdraw(change.id))
        : await sendData<ArticleSubmission>(
            change.action === 'edit' ? 'PUT' : 'POST',
            change.action === 'edit' ? articleEndpoints.one(change.id) : articleEndpoints.resubmit(change.id),
            change.payload,
          );
    await Promise.all([
      mutate(partnerEndpoints.articleSubmissions),
      mutate(articleEndpoints.timeline(change.id)),
    ]).catch(() => undefined);
    return saved;
  };
}
