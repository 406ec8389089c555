import useSWR from 'swr';
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
