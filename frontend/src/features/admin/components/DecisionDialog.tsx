import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MODERATION_KINDS, type ModerationKind } from '../utils/moderation-kinds';

const NOTE_MAX_LENGTH = 1000;

export interface DecisionDialogProps {
  open: boolean;
  kind: ModerationKind;
  approve: boolean;
  subject: string;
  note: string;
  busy: boolean;
  /** Why the last attempt failed, in the server's words. */
  problem?: string;
  onNoteChange: (note: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DecisionDialog({
  open,
  kind,
  approve,
  subject,
  note,
  busy,
  problem,
  onNoteChange,
  onCancel,
  onConfirm,
}: DecisionDialogProps) {
  const text = MODERATION_KINDS[kind];
  const titleId = useId();
  const descriptionId = useId();
  const confirmLabel = approve ? text.approveLabel : text.rejectLabel;

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      slotProps={{ paper: { variant: 'outlined', sx: { m: 2, width: 'calc(100% - 32px)', backgroundColor: 'background.paper' } } }}
    >
      <DialogTitle id={titleId}>{`${confirmLabel} ${text.noun}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <strong>{subject}</strong> — {approve ? text.approveConsequence : text.rejectConsequence}
        </DialogContentText>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {problem}
          </Alert>
        ) : null}
        <TextField
          label="Admin note"
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          helperText={`${text.noteHelp} ${note.length}/${NOTE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={approve ? 'primary' : 'error'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
