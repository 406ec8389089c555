import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../../lib/api-client';
import type { ReferralConversion } from '../../../lib/api-types';
import { AdminFormDialog } from './AdminFormDialog';

const NOTE_MAX_LENGTH = 1000;

export interface VoidConversionDialogProps {
  conversion: ReferralConversion | null;
  onCancel: () => void;
  /** Resolves when voided; rejects with the server's refusal, shown in the dialog. */
  onVoid: (conversion: ReferralConversion, note: string) => Promise<void>;
}

/** Voids a flagged conversion with the note the partner is shown; the note is required. */
export function VoidConversionDialog({ conversion, onCancel, onVoid }: VoidConversionDialogProps) {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <AdminFormDialog
      open={conversion !== null}
      title={`Void the signup of ${conversion?.username ?? ''}?`}
      description={`It will never count for referral code ${conversion?.referralCode ?? ''}. The partner is notified with your note.`}
      problem={refusal}
      busy={busy}
      submitLabel="Void conversion"
      busyLabel="Voiding..."
      submitColor="error"
      onSubmit={submit}
      onClose={close}
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
    </AdminFormDialog>
  );
}
