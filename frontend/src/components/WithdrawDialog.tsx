import { useState } from 'react';
import { useToast } from '../lib/use-toast';
import { ConfirmDialog } from './ConfirmDialog';

export interface WithdrawDialogProps {
  name: string;
  /** Withdraws; a rejection's message is shown in the failure toast. */
  onWithdraw: () => Promise<void>;
  failureMessage: (error: unknown) => string;
  onClose: () => void;
}

/** Confirms withdrawing a pending submitted item; mounted only while open. */
export function WithdrawDialog({ name, onWithdraw, failureMessage, onClose }: WithdrawDialogProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const withdraw = async () => {
    setBusy(true);
    try {
      await onWithdraw();
      toast({ title: 'Success', description: 'Submission withdrawn.', variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error), variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={`Withdraw ${name}?`}
      description="It leaves the review queue and stays here as withdrawn. You can edit and resubmit it later."
      busy={busy}
      confirmLabel="Withdraw"
      busyLabel="Withdrawing..."
      onConfirm={() => void withdraw()}
      onClose={onClose}
    />
  );
}
