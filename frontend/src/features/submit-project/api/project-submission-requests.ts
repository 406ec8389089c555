import { apiKey, mutationErrorMessage } from '../../../lib/api-client';

/** The SWR key of the own submissions (and the key their mutations re-read). */
export const PROJECT_SUBMISSIONS_ENDPOINT = apiKey('/api/project-submissions');

export const submissionEndpoints = {
  timeline: (id: number) => apiKey('/api/project-submissions/{id}/timeline', { params: { path: { id } } }),
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
