import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '../lib/use-toast';

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
  const titleId = useId();
  const descriptionId = useId();

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
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Withdraw {name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          It leaves the review queue and stays here as withdrawn. You can edit and resubmit it later.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={busy} autoFocus>
          Keep it
        </Button>
        <Button variant="contained" color="error" onClick={() => void withdraw()} disabled={busy}>
          {busy ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
