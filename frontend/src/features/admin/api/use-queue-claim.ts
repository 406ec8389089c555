import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { sendData, serverMessage } from '../../../lib/api-client';
import type { ClaimRequest } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { isAffectedByDecision } from './admin-endpoints';

export interface QueueClaimAction {
  busy: boolean;
  claim: (kind: ClaimRequest['kind'], id: number, subject: string) => Promise<void>;
  release: (kind: ClaimRequest['kind'], id: number, subject: string) => Promise<void>;
}

/** Claims and releases queue items; either way the queues are read again, so every card shows who holds what. */
export function useQueueClaim(): QueueClaimAction {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (work: () => Promise<unknown>, success: string, failure: string) => {
      setBusy(true);
      try {
        await work();
        toast({ title: 'Success', description: success, variant: 'success' });
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? failure, variant: 'error' });
      }
      await mutate(isAffectedByDecision).catch(() => undefined);
      setBusy(false);
    },
    [mutate, toast],
  );

  const claim = useCallback(
    (kind: ClaimRequest['kind'], id: number, subject: string) =>
      run(
        () => sendData('POST', '/api/admin/claims', { body: { kind, id } }),
        `You claimed ${subject}`,
        `Failed to claim ${subject}`,
      ),
    [run],
  );
  const release = useCallback(
    (kind: ClaimRequest['kind'], id: number, subject: string) =>
      run(
        () => sendData('DELETE', '/api/admin/claims/{kind}/{id}', { params: { path: { kind, id } } }),
        `You released ${subject}`,
        `Failed to release ${subject}`,
      ),
    [run],
  );
  return { busy, claim, release };
}
