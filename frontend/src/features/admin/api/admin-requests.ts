import { ApiError, apiRequest, defaultFetcher, serverMessageOf } from '../../../lib/api-client';
import type { ApiSuccess } from '../../../lib/api-types';
import type { ModerationKind } from '../utils/moderation-kinds';
import { adminEndpoints } from './admin-endpoints';

/** The default fetcher, unwrapped from the `{ success, data }` envelope. */
export async function fetchData<T>(key: string): Promise<T> {
  return (await defaultFetcher<ApiSuccess<T>>(key)).data;
}

export interface DecisionRequest {
  url: string;
  body: Record<string, unknown>;
}

/** The PATCH call for one decision; spec §7 names the flag each endpoint takes. */
export function decisionRequest(kind: ModerationKind, id: number, approve: boolean, note: string): DecisionRequest {
  const adminNotes = note.trim();
  const notes = adminNotes === '' ? {} : { adminNotes };
  switch (kind) {
    case 'partner':
      return { url: adminEndpoints.partnerDecision(id), body: { approved: approve, ...notes } };
    case 'project':
      return { url: adminEndpoints.projectDecision(id), body: { verified: approve, ...notes } };
    case 'article':
      return { url: adminEndpoints.articleDecision(id), body: { published: approve, ...notes } };
    case 'submission':
      return {
        url: adminEndpoints.submissionDecision(id),
        body: { verificationStatus: approve ? 'approved' : 'rejected', ...notes },
      };
  }
}

export async function sendDecision(kind: ModerationKind, id: number, approve: boolean, note: string): Promise<unknown> {
  const { url, body } = decisionRequest(kind, id, approve, note);
  return (await apiRequest<ApiSuccess<unknown>>('PATCH', url, body)).data;
}

export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? serverMessageOf(error.body) : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
