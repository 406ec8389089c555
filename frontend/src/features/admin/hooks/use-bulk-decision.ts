import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { sendData, serverMessage } from '../../../lib/api-client';
import type { BulkDecisionResult, ReasonCode } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { isAffectedByDecision } from '../api/admin-endpoints';
import { BULK_DECISIONS_URL, BULK_KINDS, summarizeBulk, type BulkSummary } from '../utils/bulk-decisions';
import type { ModerationKind } from '../utils/moderation-kinds';

export interface BulkDecision {
  kind: ModerationKind;
  /** Resolves with the summary once the lists show the new state; null when the request itself failed. */
  decide: (
    ids: readonly number[],
    subjectOf: (id: number) => string,
    approve: boolean,
    note: string,
    reasonCode?: ReasonCode,
  ) => Promise<BulkSummary | null>;
  /** The ids ticked on the current page (ids that leave the page stop counting). */
  selected: ReadonlySet<number>;
  setSelected: (ids: ReadonlySet<number>) => void;
  busy: boolean;
  /** Why the last request was refused as a whole (bad input, lost session), in the server's words. */
  problem: string | null;
  summary: BulkSummary | null;
  dismiss: () => void;
}

/** A queue's selection and its bulk decision; kept by the tab so the result outlives an emptied page. */
export function useBulkDecision(kind: ModerationKind): BulkDecision {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const refreshLists = useCallback(() => mutate(isAffectedByDecision).catch(() => undefined), [mutate]);

  const decide = useCallback(
    async (ids: readonly number[], subjectOf: (id: number) => string, approve: boolean, note: string, reasonCode?: ReasonCode) => {
      setBusy(true);
      setProblem(null);
      let result: BulkSummary;
      try {
        const notes = note.trim();
        const results = await sendData<BulkDecisionResult[]>('POST', BULK_DECISIONS_URL, {
          kind: BULK_KINDS[kind],
          ids,
          decision: approve ? 'approve' : 'reject',
          ...(notes ? { notes } : {}),
          ...(!approve && reasonCode ? { reasonCode } : {}),
        });
        result = summarizeBulk(results, subjectOf);
        setSummary(result);
        setSelected(new Set());
        toast({
          title: result.allDone ? 'Success' : 'Partly done',
          description: result.headline,
          variant: result.allDone ? 'success' : 'info',
        });
      } catch (error) {
        const message = serverMessage(error) ?? 'The decisions could not be sent.';
        setProblem(message);
        toast({ title: 'Error', description: 'Failed to decide the selected items', variant: 'error' });
        // Unlike a single decision, the bar is free again at once: a refusal changed nothing, and
        // a request cut off on its way that was decided after all cannot be decided twice, as a
        // retry answers those items as already decided. The lists catch up in the background.
        setBusy(false);
        void refreshLists();
        return null;
      }
      await refreshLists();
      setBusy(false);
      return result;
    },
    [kind, refreshLists, toast],
  );

  const dismiss = useCallback(() => {
    setSummary(null);
    setProblem(null);
  }, []);
  return { kind, decide, selected, setSelected, busy, problem, summary, dismiss };
}
