import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { fetchData, sendData } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { READ_FAILURES } from '../../../lib/read-failures';
import type { NewProjectSubmission, ProjectSubmission } from '../../../lib/api-types';
import { PROJECT_SUBMISSIONS_ENDPOINT, submissionEndpoints } from './project-submission-requests';

/** Spec §6: the own-submissions call is made only when a current user exists. */
export function useOwnSubmissions(signedIn: boolean) {
  const { data, error, isLoading, mutate } = useApiData(signedIn ? PROJECT_SUBMISSIONS_ENDPOINT : null, (key) =>
    fetchData(key, READ_FAILURES.submissions),
  );
  return { submissions: data, error, isLoading, retry: () => mutate() };
}

/** Shares the list's key, so a successful submission re-fetches the list. */
export function useSubmitProject() {
  const { trigger, isMutating } = useSWRMutation(
    PROJECT_SUBMISSIONS_ENDPOINT,
    (_url: string, { arg }: { arg: NewProjectSubmission }) =>
      sendData('POST', '/api/project-submissions', { body: arg }),
  );
  return { submitProject: trigger, isSubmitting: isMutating };
}

export type OwnerChange =
  | { action: 'edit'; id: number; payload: NewProjectSubmission }
  | { action: 'resubmit'; id: number; payload: NewProjectSubmission }
  | { action: 'withdraw'; id: number };

/** Edit, withdraw or resubmit one's own submission; afterwards the list and that item's timeline re-fetch. */
export function useChangeOwnSubmission() {
  const { mutate } = useSWRConfig();
  return async (change: OwnerChange): Promise<ProjectSubmission> => {
    const params = { path: { id: change.id } };
    const saved =
      change.action === 'edit'
        ? await sendData('PUT', '/api/project-submissions/{id}', { params, body: change.payload })
        : change.action === 'resubmit'
          ? await sendData('POST', '/api/project-submissions/{id}/resubmit', { params, body: change.payload })
          : await sendData('POST', '/api/project-submissions/{id}/withdraw', { params });
    await Promise.all([mutate(PROJECT_SUBMISSIONS_ENDPOINT), mutate(submissionEndpoints.timeline(change.id))]).catch(
      () => undefined,
    );
    return saved;
  };
}
