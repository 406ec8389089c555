import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { approveWithoutPayment } from '../api/listing-payment-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import { MODERATION_KINDS } from '../utils/moderation-kinds';
import { listingTypeName } from '../utils/submission-labels';
import { DialogProblemAlert } from './DialogProblemAlert';

const NOTE_MAX_LENGTH = 1000;
const TEXTS = { success: MODERATION_KINDS.submission.successMessage, failure: MODERATION_KINDS.submission.failureMessage };

export interface ApproveUnpaidDialogProps {
  submission: { id: number; projectName: string; listingType: string };
  onClose: () => void;
}

/** Approves a featured or verified listing before its payment is recorded, with the note the override needs. */
export function ApproveUnpaidDialog({ submission, onClose }: ApproveUnpaidDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
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
    <Dialog
      open
      onClose={action.busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Approve {submission.projectName} without payment?
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <DialogContent>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            {tier} listings are approved once their payment is recorded. Approving now adds the project to the public directory
            {submission.listingType === 'featured' ? ' without the Featured placement, which starts when the payment is recorded' : ''}. The
            override and your note go to the audit log, and the submitter sees the note.
          </DialogContentText>
          <DialogProblemAlert problem={action.problem} />
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={action.busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={action.busy}>
            {action.busy ? 'Approving...' : 'Approve without payment'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
