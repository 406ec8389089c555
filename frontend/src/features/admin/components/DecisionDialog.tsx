import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DialogProblemAlert } from '../../../components/DialogProblemAlert';
import type { ReasonCode } from '../../../lib/api-types';
import { MODERATION_KINDS, type ModerationKind } from '../utils/moderation-kinds';
import { REASON_OPTIONS, reasonEffect } from '../utils/reason-codes';
import { SavedReasonPicker } from './SavedReasonPicker';

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
  /** Given for kinds whose rejections carry a reason code: the select shows when rejecting. */
  reason?: { code: ReasonCode; onChange: (code: ReasonCode) => void };
  onCancel: () => void;
  onConfirm: () => void;
  /** Several items at once: the title counts them ("Reject 3 submissions?"). */
  count?: number;
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
  reason,
  onCancel,
  onConfirm,
  count,
}: DecisionDialogProps) {
  const text = MODERATION_KINDS[kind];
  const titleId = useId();
  const descriptionId = useId();
  const confirmLabel = approve ? text.approveLabel : text.rejectLabel;
  const title = count === undefined ? `${confirmLabel} ${text.noun}?` : `${confirmLabel} ${count} ${count === 1 ? text.noun : `${text.noun}s`}?`;

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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <strong>{subject}</strong> — {approve ? text.approveConsequence : text.rejectConsequence}
        </DialogContentText>
        <DialogProblemAlert problem={problem ?? null} />
        {approve ? null : <SavedReasonPicker note={note} onNoteChange={onNoteChange} reason={reason} disabled={busy} />}
        {reason && !approve ? (
          <TextField
            select
            label="Reason"
            value={reason.code}
            onChange={(event) => reason.onChange(event.target.value as ReasonCode)}
            fullWidth
            helperText={reasonEffect(reason.code)}
            sx={{ mb: 2 }}
          >
            {REASON_OPTIONS.map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          label="Admin note"
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus={!reason || approve}
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
