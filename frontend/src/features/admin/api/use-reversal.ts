import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiUrl, sendData } from '../../../lib/api-client';
import type { components } from '../../../lib/api-schema';
import type { ReversalKind } from '../utils/reversal-kinds';
import { adminEndpoints, isAffectedByDecision } from './admin-endpoints';

export type ReversalResult = components['schemas']['ReversalDto'];

/** The POST route of each reversal; every one takes `{ reason }`. */
export function reversalUrl(kind: ReversalKind, id: number): string {
  const params = { path: { id } };
  switch (kind) {
    case 'unpublish-article':
      return apiUrl('POST', '/api/admin/articles/{id}/unpublish', { params });
    case 'reopen-article':
      return apiUrl('POST', '/api/admin/articles/{id}/reopen', { params });
    case 'reopen-submission':
      return apiUrl('POST', '/api/project-submissions/{id}/reopen', { params });
    case 'unverify-project':
      return apiUrl('POST', '/api/admin/projects/{id}/unverify', { params });
    case 'revoke-partner':
      return apiUrl('POST', '/api/admin/partners/{id}/revoke', { params });
  }
}

/** Sends one reversal with its `{ reason }`. */
function sendReversal(kind: ReversalKind, id: number, reason: string): Promise<ReversalResult> {
  const init = { params: { path: { id } }, body: { reason } };
  switch (kind) {
    case 'unpublish-article':
      return sendData('POST', '/api/admin/articles/{id}/unpublish', init);
    case 'reopen-article':
      return sendData('POST', '/api/admin/articles/{id}/reopen', init);
    case 'reopen-submission':
      return sendData('POST', '/api/project-submissions/{id}/reopen', init);
    case 'unverify-project':
      return sendData('POST', '/api/admin/projects/{id}/unverify', init);
    case 'revoke-partner':
      return sendData('POST', '/api/admin/partners/{id}/revoke', init);
  }
}

const isUsersPage = (key: unknown) => typeof key === 'string' && key.startsWith(`${adminEndpoints.users}?`);

/** Sends a reversal, then reads the queues, the audit log and the users list (a revoked partner's role) again. */
export function useReversal() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (kind: ReversalKind, id: number, reason: string): Promise<ReversalResult> => {
      const result = await sendReversal(kind, id, reason.trim());
      await mutate((key) => isAffectedByDecision(key) || isUsersPage(key)).catch(() => undefined);
      return result;
    },
    [mutate],
  );
}
