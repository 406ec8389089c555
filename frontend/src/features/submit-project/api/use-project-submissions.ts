import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { NewProjectSubmission, ProjectSubmission } from '../../../lib/api-types';
import { PROJECT_SUBMISSIONS_ENDPOINT } from './project-submission-requests';

/** Spec §6: the own-submissions call is made only when a current user exists. */
export function useOwnSubmissions(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useSWR<ProjectSubmission[], unknown>(
    signedIn ? PROJECT_SUBMISSIONS_ENDPOINT : null,
    (key: string) => fetchData<ProjectSubmission[]>(key, READ_FAILURES.submissions),
  );
  return { submissions: data, error, isLoading, retry: () => mutate() };
}

/** Shares the list's key, so a successful submission re-fetches the list. */
export function useSubmitProject() {
  const { trigger, isMutating } = useSWRMutation(
    PROJECT_SUBMISSIONS_ENDPOINT,
    (url: string, { arg }: { arg: NewProjectSubmission }) => sendData<ProjectSubmission>('POST', url, arg),
  );
  return { submitProject: trigger, isSubmitting: isMutating };
}
