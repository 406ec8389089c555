import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { isAffectedByDecision } from '../api/admin-endpoints';

export interface ListingPaymentActionTexts {
  success: string;
  failure: string;
}

export interface ListingPaymentAction {
  /** Resolves true once the server accepted it and the lists show the new state. */
  run: (send: () => Promise<unknown>) => Promise<boolean>;
  busy: boolean;
  /** The server's explanation of the last failure, shown in the dialog. */
  problem: string | null;
}

/** Sends a payment-related change of one submission, with its toasts, and refreshes the queues and audit log. */
export function useListingPaymentAction(texts: ListingPaymentActionTexts): ListingPaymentAction {
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = useCallback(
    async (send: () => Promise<unknown>) => {
      setBusy(true);
      setProblem(null);
      let done = false;
      try {
        await send();
        toast({ title: 'Success', description: texts.success, variant: 'success' });
        done = true;
      } catch (error) {
        toast({ title: 'Error', description: texts.failure, variant: 'error' });
        setProblem(serverMessage(error) ?? texts.failure);
        // The refusal is shown with the dialog usable again (closable, editable) while the lists refresh.
        setBusy(false);
      }
      // Refreshed either way: a refusal often means another admin changed the submission meanwhile.
      await mutate(isAffectedByDecision).catch(() => undefined);
      setBusy(false);
      return done;
    },
    [mutate, toast, texts.success, texts.failure],
  );

  return { run, busy, problem };
}
