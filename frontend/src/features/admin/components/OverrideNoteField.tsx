import { useState } from 'react';
import TextField from '@mui/material/TextField';

const NOTE_MAX_LENGTH = 1000;

export interface OverrideNote {
  note: string;
  setNote: (note: string) => void;
  /** Set when the note is empty: the message to show once the form was submitted. */
  error: string | undefined;
  submitted: boolean;
  /** Marks the form submitted; true when the note may be sent. */
  check: () => boolean;
}

/** The required note of an approval before payment; `missing` says why it is required. */
export function useOverrideNote(missing: string): OverrideNote {
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = note.trim() === '' ? missing : undefined;
  return {
    note,
    setNote,
    error,
    submitted,
    check: () => {
      setSubmitted(true);
      return error === undefined;
    },
  };
}

/** The note field of an approval before payment; `shownTo` names who reads it ("the submitter"). */
export function OverrideNoteField({ field, shownTo }: { field: OverrideNote; shownTo: string }) {
  const showError = field.submitted && field.error !== undefined;
  return (
    <TextField
      label="Admin note"
      value={field.note}
      onChange={(event) => field.setNote(event.target.value)}
      required
      multiline
      minRows={3}
      fullWidth
      autoFocus
      error={showError}
      helperText={showError ? field.error : `Required. Shown to ${shownTo}. ${field.note.length}/${NOTE_MAX_LENGTH}`}
      slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
    />
  );
}
