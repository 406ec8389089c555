import { ApiError, apiRequest, defaultFetcher, serverMessageOf } from '../../../lib/api-client';
import type { ApiSuccess } from '../../../lib/api-types';
import type { NewProjectSubmission, ProjectSubmission } from './project-submission-types';

export const PROJECT_SUBMISSIONS_ENDPOINT = '/api/project-submissions';

/** The signed-in user's own submissions, newest first. */
export async function fetchOwnSubmissions(key: string): Promise<ProjectSubmission[]> {
  return (await defaultFetcher<ApiSuccess<ProjectSubmission[]>>(key)).data;
}

export async function postSubmission(url: string, payload: NewProjectSubmission): Promise<ProjectSubmission> {
  return (await apiRequest<ApiSuccess<ProjectSubmission>>('POST', url, payload)).data;
}

/** Spec §8: the server's message field when there is one, else 'Failed to submit project'. */
export function submitErrorMessage(error: unknown): string {
  return (error instanceof ApiError ? serverMessageOf(error.body) : undefined) ?? 'Failed to submit project';
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
