import { mutationErrorMessage } from '../../../lib/api-client';

export const PROJECT_SUBMISSIONS_ENDPOINT = '/api/project-submissions';

/** Spec §8: the server's message field when there is one, else 'Failed to submit project'. */
export function submitErrorMessage(error: unknown): string {
  return mutationErrorMessage(error, 'Failed to submit project');
}
