import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { sendData } from '../../../lib/api-client';
import type { components } from '../../../lib/api-schema';
import type { ReversalKind } from '../utils/reversal-kinds';
import { isAffectedByDecision } from './admin-endpoints';

export type ReversalResult = components['schemas']['ReversalDto'];

/** The POST route of each reversal; every one takes `{ reason }`. */
export function reversalUrl(kind: ReversalKind, id: number): string {
  switch (kind) {
    case 'unpublish-article':
      return `/api/admin/articles/${id}/unpublish`;
    case 'reopen-article':
      return `/api/admin/articles/${id}/reopen`;
    case 'reopen-submission':
      return `/api/project-submissions/${id}/reopen`;
    case 'unverify-project':
      return `/api/admin/projects/${id}/unverify`;
    case 'revoke-partner':
      return `/api/admin/partners/${id}/revoke`;
  }
}

const isUsersPage = (key: unknown) => typeof key === 'string' && key.startsWith('/api/admin/users?');

/** Sends a reversal, then reads the queues, the audit log and the users list (a revoked partner's role) again. */
export function useReversal() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (kind: ReversalKind, id: number, reason: string): Promise<ReversalResult> => {
      const result = await sendData<ReversalResult>('POST', reversalUrl(kind, id), { reason: reason.trim() });
      await mutate((key) => isAffectedByDecision(key) || isUsersPage(key)).catch(() => undefined);
      return result;
    },
    [mutate],
  );
}
