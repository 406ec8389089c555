import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useReversal } from '../api/use-reversal';
import { REVERSAL_KINDS, REVERSAL_REASON_MAX_LENGTH, reversalReasonProblem, type ReversalKind } from '../utils/reversal-kinds';

export interface ReversalTarget {
  kind: ReversalKind;
  id: number;
  subject: string;
}

export interface ReverseDialogProps {
  target: ReversalTarget;
  open: boolean;
  onClose: () => void;
}

/** Asks for the required reason of a reversal and sends it; the server's refusal stays in the dialog. */
export function ReverseDialog({ target, open, onClose }: ReverseDialogProps) {
  const text = REVERSAL_KINDS[target.kind];
  const reverse = useReversal();
  const toast = useToast();
  const titleId = useId();
  const descriptionId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonProblem = touched ? reversalReasonProblem(reason) : null;

  const close = () => {
    if (busy) return;
    setReason('');
    setTouched(false);
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    setTouched(true);
    if (reversalReasonProblem(reason)) return;
    setBusy(true);
    setProblem(null);
    try {
      await reverse(target.kind, target.id, reason);
      toast({ title: 'Success', description: text.successMessage, variant: 'success' });
      setBusy(false);
      setReason('');
      setTouched(false);
      onClose();
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The change could not be saved. Please try again.');
      toast({ title: 'Error', description: `${text.title} failed`, variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId}>{`${text.title}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <strong>{target.subject}</strong> — {text.consequence}
        </DialogContentText>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {problem}
          </Alert>
        ) : null}
        <TextField
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={reasonProblem !== null}
          helperText={`${reasonProblem ?? 'Shown to the owner and kept in the audit log.'} ${reason.length}/${REVERSAL_REASON_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: REVERSAL_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {busy ? 'Saving...' : text.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface ReverseButtonProps {
  target: ReversalTarget;
  label: string;
}

/** A button that opens the reversal's dialog for one item. */
export function ReverseButton({ target, label }: ReverseButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" color="inherit" onClick={() => setOpen(true)} aria-label={`${label} ${target.subject}`}>
        {label}
      </Button>
      <ReverseDialog target={target} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
