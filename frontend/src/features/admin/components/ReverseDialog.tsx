import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useReversal } from '../api/use-reversal';
import {
  REVERSAL_KINDS,
  REVERSAL_REASON_MAX_LENGTH,
  reversalReasonProblem,
  type ReversalKind,
} from '../utils/reversal-kinds';
import { AdminFormDialog } from './AdminFormDialog';

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

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
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
    <AdminFormDialog
      open={open}
      title={`${text.title}?`}
      description={
        <>
          <strong>{target.subject}</strong> — {text.consequence}
        </>
      }
      problem={problem}
      busy={busy}
      submitLabel={text.confirmLabel}
      busyLabel="Saving..."
      submitColor="error"
      onSubmit={confirm}
      onClose={close}
    >
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
    </AdminFormDialog>
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
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={`${label} ${target.subject}`}
      >
        {label}
      </Button>
      <ReverseDialog target={target} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
