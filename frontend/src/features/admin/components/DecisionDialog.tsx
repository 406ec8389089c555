import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReasonCode } from '../../../lib/api-types';
import { MODERATION_KINDS, type ModerationKind } from '../utils/moderation-kinds';
import { REASON_OPTIONS, reasonEffect } from '../utils/reason-codes';
import { AdminFormDialog } from './AdminFormDialog';
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
  const confirmLabel = approve ? text.approveLabel : text.rejectLabel;
  const title =
    count === undefined
      ? `${confirmLabel} ${text.noun}?`
      : `${confirmLabel} ${count} ${count === 1 ? text.noun : `${text.noun}s`}?`;

  return (
    <AdminFormDialog
      open={open}
      title={title}
      description={
        <>
          <strong>{subject}</strong> — {approve ? text.approveConsequence : text.rejectConsequence}
        </>
      }
      problem={problem}
      busy={busy}
      submitLabel={confirmLabel}
      busyLabel={confirmLabel}
      submitColor={approve ? 'primary' : 'error'}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      onClose={onCancel}
    >
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
    </AdminFormDialog>
  );
}
