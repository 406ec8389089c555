import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { approveWithoutPayment } from '../api/listing-payment-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import { MODERATION_KINDS } from '../utils/moderation-kinds';
import { listingTypeName } from '../utils/submission-labels';
import { AdminFormDialog } from './AdminFormDialog';

const NOTE_MAX_LENGTH = 1000;
const TEXTS = { success: MODERATION_KINDS.submission.successMessage, failure: MODERATION_KINDS.submission.failureMessage };

export interface ApproveUnpaidDialogProps {
  submission: { id: number; projectName: string; listingType: string };
  onClose: () => void;
}

/** Approves a featured or verified listing before its payment is recorded, with the note the override needs. */
export function ApproveUnpaidDialog({ submission, onClose }: ApproveUnpaidDialogProps) {
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const action = useListingPaymentAction(TEXTS);
  const noteError = note.trim() === '' ? 'A note is required: say why it is approved before the payment' : undefined;
  const tier = listingTypeName(submission.listingType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (action.busy || noteError) return;
    if (await action.run(() => approveWithoutPayment(submission.id, note))) onClose();
  };

  return (
    <AdminFormDialog
      title={`Approve ${submission.projectName} without payment?`}
      description={
        <>
          {tier} listings are approved once their payment is recorded. Approving now adds the project to the public directory
          {submission.listingType === 'featured' ? ' without the Featured placement, which starts when the payment is recorded' : ''}. The
          override and your note go to the audit log, and the submitter sees the note.
        </>
      }
      problem={action.problem}
      busy={action.busy}
      submitLabel="Approve without payment"
      busyLabel="Approving..."
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Admin note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        error={submitted && Boolean(noteError)}
        helperText={submitted && noteError ? noteError : `Required. Shown to the submitter. ${note.length}/${NOTE_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
    </AdminFormDialog>
  );
}
