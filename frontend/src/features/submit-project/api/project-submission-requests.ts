import { mutationErrorMessage } from '../../../lib/api-client';

export const PROJECT_SUBMISSIONS_ENDPOINT = '/api/project-submissions';

export const submissionEndpoints = {
  one: (id: number) => `${PROJECT_SUBMISSIONS_ENDPOINT}/${id}`,
  withdraw: (id: number) => `${PROJECT_SUBMISSIONS_ENDPOINT}/${id}/withdraw`,
  resubmit: (id: number) => `${PROJECT_SUBMISSIONS_ENDPOINT}/${id}/resubmit`,
  timeline: (id: number) => `${PROJECT_SUBMISSIONS_ENDPOINT}/${id}/timeline`,
};

/** Spec §8: the server's message field when there is one, else 'Failed to submit project'. */
export function submitErrorMessage(error: unknown): string {
  return mutationErrorMessage(error, 'Failed to submit project');
}

/** The server's words (e.g. why a resubmission must wait), else a generic line for the action. */
export function changeErrorMessage(error: unknown, action: 'edit' | 'withdraw' | 'resubmit'): string {
  const fallback = {
    edit: 'Failed to save your changes',
    withdraw: 'Failed to withdraw the submission',
    resubmit: 'Failed to resubmit',
  };
  return mutationErrorMessage(error, fallback[action]);
}
