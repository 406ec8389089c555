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
import type { ReferralConversion } from '../../../lib/api-types';

const NOTE_MAX_LENGTH = 1000;

export interface VoidConversionDialogProps {
  conversion: ReferralConversion | null;
  onCancel: () => void;
  /** Resolves when voided; rejects with the server's refusal, shown in the dialog. */
  onVoid: (conversion: ReferralConversion, note: string) => Promise<void>;
}

/** Voids a flagged conversion with the note the partner is shown; the note is required. */
export function VoidConversionDialog({ conversion, onCancel, onVoid }: VoidConversionDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problem = note.trim() === '' ? 'A note is required to void a conversion.' : null;

  const close = () => {
    if (busy) return;
    setNote('');
    setTouched(false);
    setRefusal(null);
    onCancel();
  };

  const submit = async () => {
    setTouched(true);
    if (!conversion || problem) return;
    setBusy(true);
    setRefusal(null);
    try {
      await onVoid(conversion, note.trim());
      setNote('');
      setTouched(false);
    } catch (failure) {
      setRefusal(serverMessage(failure) ?? 'Could not void the conversion. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={conversion !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId}>Void the signup of {conversion?.username}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          It will never count for referral code {conversion?.referralCode}. The partner is notified with your note.
        </DialogContentText>
        {refusal ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Note"
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
            onBlur={() => setTouched(true)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={touched && problem !== null}
            helperText={`${(touched && problem) || 'Shown to the partner and kept in the audit log.'} ${note.length}/${NOTE_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={close} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" type="submit" form={`${titleId}-form`} disabled={busy}>
          {busy ? 'Voiding...' : 'Void conversion'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
