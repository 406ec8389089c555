import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import type { ReasonCode } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { isAffectedByDecision } from '../api/admin-endpoints';
import { sendDecision } from '../api/admin-requests';
import {
  MODERATION_KINDS,
  decisionProblem,
  failureToast,
  isStaleDecision,
  type DecisionProblem,
  type ModerationKind,
} from '../utils/moderation-kinds';

export interface ModerationDecision {
  /** Resolves true when the item needs no further decision (done, or already decided elsewhere). */
  decide: (id: number, approve: boolean, note: string, subject?: string, reasonCode?: ReasonCode) => Promise<boolean>;
  isBusy: (id: number) => boolean;
  /** The server's explanation of the last failed decision, until the next attempt or dismissal. */
  problem: DecisionProblem | null;
  dismissProblem: () => void;
}

export function useModerationDecision(kind: ModerationKind): ModerationDecision {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const [problem, setProblem] = useState<DecisionProblem | null>(null);

  const decide = useCallback(
    async (id: number, approve: boolean, note: string, subject = '', reasonCode?: ReasonCode) => {
      setBusyIds((current) => new Set(current).add(id));
      setProblem(null);
      let finished: boolean;
      try {
        await sendDecision(kind, id, approve, note, reasonCode);
        toast({ title: 'Success', description: MODERATION_KINDS[kind].successMessage, variant: 'success' });
        finished = true;
      } catch (error) {
        // The toast carries the spec's fixed text only; the server's words go inline.
        toast({ ...failureToast(kind), variant: 'error' });
        setProblem(decisionProblem(id, subject, serverMessage(error)));
        finished = isStaleDecision(errorStatus(error));
      }
      // The buttons stay disabled until the lists and counters show the new state, so the same
      // item cannot be decided twice from a stale row.
      await mutate(isAffectedByDecision).catch(() => undefined);
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
      return finished;
    },
    [kind, mutate, toast],
  );

  const isBusy = useCallback((id: number) => busyIds.has(id), [busyIds]);
  const dismissProblem = useCallback(() => setProblem(null), []);
  return { decide, isBusy, problem, dismissProblem };
}
