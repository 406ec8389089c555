import { useState, type ReactNode } from 'react';
import { mutationErrorMessage } from '../lib/api-client';
import { useToast } from '../lib/use-toast';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogProblemAlert } from './DialogProblemAlert';

export interface ConfirmActionDialogProps {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Runs on confirm; the dialog stays open, busy, until it settles. */
  action: () => Promise<void>;
  /** The toast once it worked; the dialog then closes. */
  success: { title: string; description: string };
  /** What a refusal without a message of its own says; a toast titled `failureTitle` says it too, when given. */
  fallbackProblem: string;
  failureTitle?: string;
  onClose: () => void;
}

/**
 * A ConfirmDialog that runs its action: busy while it runs, a toast and closed when it worked, the
 * server's reason in the dialog (and a toast, with `failureTitle`) when it did not.
 */
export function ConfirmActionDialog({
  action,
  success,
  fallbackProblem,
  failureTitle,
  onClose,
  ...dialog
}: ConfirmActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      toast({ ...success, variant: 'success' });
      onClose();
    } catch (failure) {
      const message = mutationErrorMessage(failure, fallbackProblem);
      setProblem(message);
      if (failureTitle) toast({ title: failureTitle, description: message, variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog {...dialog} busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {problem ? <DialogProblemAlert problem={problem} /> : null}
    </ConfirmDialog>
  );
}
