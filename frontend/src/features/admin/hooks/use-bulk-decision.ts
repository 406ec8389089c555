import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { sendData, serverMessage } from '../../../lib/api-client';
import type { BulkDecisionResult, BulkPaymentResult, ReasonCode, RecordPaymentRequest } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { isAffectedByDecision } from '../api/admin-endpoints';
import { BULK_KINDS, summarizeBulk, type BulkAction, type BulkSummary } from '../utils/bulk-decisions';
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
    /** Project submissions: approve unpaid featured and verified listings too (the note is then required). */
    overridePayment?: boolean,
  ) => Promise<BulkSummary | null>;
  /** Records the same payment for each listing (project submissions); resolves like `decide`. */
  markPaid: (
    ids: readonly number[],
    subjectOf: (id: number) => string,
    payment: RecordPaymentRequest,
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

  /** Sends one bulk request; the per-item answer becomes the summary beside the list and a toast. */
  const send = useCallback(
    async (
      request: () => Promise<readonly (BulkDecisionResult | BulkPaymentResult)[]>,
      subjectOf: (id: number) => string,
      action: BulkAction,
    ): Promise<BulkSummary | null> => {
      setBusy(true);
      setProblem(null);
      let result: BulkSummary;
      try {
        result = summarizeBulk(await request(), subjectOf, action);
        setSummary(result);
        setSelected(new Set());
        toast({
          title: result.allDone ? 'Success' : 'Partly done',
          description: result.headline,
          variant: result.allDone ? 'success' : 'info',
        });
      } catch (error) {
        const message =
          serverMessage(error) ??
          (action === 'payment' ? 'The payments could not be sent.' : 'The decisions could not be sent.');
        setProblem(message);
        toast({
          title: 'Error',
          description: action === 'payment' ? 'Failed to record the payments' : 'Failed to decide the selected items',
          variant: 'error',
        });
        // Unlike a single decision, the bar is free again at once: a refusal changed nothing, and
        // a request cut off on its way that went through after all cannot be applied twice, as a
        // retry answers those items as already decided (or already paid). The lists catch up in the background.
        setBusy(false);
        void refreshLists();
        return null;
      }
      await refreshLists();
      setBusy(false);
      return result;
    },
    [refreshLists, toast],
  );

  const decide = useCallback(
    (
      ids: readonly number[],
      subjectOf: (id: number) => string,
      approve: boolean,
      note: string,
      reasonCode?: ReasonCode,
      overridePayment?: boolean,
    ) => {
      const notes = note.trim();
      return send(
        () =>
          sendData('POST', '/api/admin/bulk-decisions', {
            body: {
              kind: BULK_KINDS[kind],
              ids: [...ids],
              decision: approve ? 'approve' : 'reject',
              ...(notes ? { notes } : {}),
              ...(!approve && reasonCode ? { reasonCode } : {}),
              ...(approve && overridePayment ? { overridePayment: true } : {}),
            },
          }),
        subjectOf,
        'decision',
      );
    },
    [kind, send],
  );

  const markPaid = useCallback(
    (ids: readonly number[], subjectOf: (id: number) => string, payment: RecordPaymentRequest) =>
      send(
        () => sendData('POST', '/api/admin/bulk-payments', { body: { ids: [...ids], ...payment } }),
        subjectOf,
        'payment',
      ),
    [send],
  );

  const dismiss = useCallback(() => {
    setSummary(null);
    setProblem(null);
  }, []);
  return { kind, decide, markPaid, selected, setSelected, busy, problem, summary, dismiss };
}
