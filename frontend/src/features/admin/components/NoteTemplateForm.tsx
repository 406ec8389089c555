import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReasonCode } from '../../../lib/api-types';
import {
  hasProblems,
  noteTemplateProblems,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_LABEL_MAX_LENGTH,
  type NoteTemplateDraft,
} from '../utils/note-templates';
import { REASON_OPTIONS } from '../utils/reason-codes';

export interface NoteTemplateFormProps {
  initial: NoteTemplateDraft;
  submitLabel: string;
  /** Resolves with the server's refusal, or null when saved. */
  onSubmit: (draft: NoteTemplateDraft) => Promise<string | null>;
  onCancel: () => void;
}

/** Label, optional reason code and note of a saved reason, checked as the server checks them. */
export function NoteTemplateForm({ initial, submitLabel, onSubmit, onCancel }: NoteTemplateFormProps) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problems = touched ? noteTemplateProblems(draft.label, draft.body) : {};

  const submit = async () => {
    setTouched(true);
    if (hasProblems(noteTemplateProblems(draft.label, draft.body))) return;
    setBusy(true);
    setProblem(null);
    const refusal = await onSubmit({ ...draft, label: draft.label.trim(), body: draft.body.trim() });
    setBusy(false);
    setProblem(refusal);
  };

  return (
    <Box
      component="form"
      aria-label={submitLabel}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ display: 'grid', gap: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {problem ? (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      ) : null}
      <TextField
        label="Label"
        required
        autoFocus
        value={draft.label}
        onChange={(event) => setDraft({ ...draft, label: event.target.value })}
        error={problems.label !== undefined}
        helperText={`${problems.label ?? 'Shown in the Saved reason select.'} ${draft.label.length}/${TEMPLATE_LABEL_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_LABEL_MAX_LENGTH } }}
      />
      <TextField
        select
        label="Reason code"
        value={draft.reasonCode ?? ''}
        onChange={(event) => setDraft({ ...draft, reasonCode: (event.target.value || null) as ReasonCode | null })}
        helperText="Filled in when rejecting submissions and articles."
      >
        <MenuItem value="">None</MenuItem>
        {REASON_OPTIONS.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Note"
        required
        multiline
        minRows={3}
        value={draft.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
        error={problems.body !== undefined}
        helperText={`${problems.body ?? 'Shown to the owner with the decision.'} ${draft.body.length}/${TEMPLATE_BODY_MAX_LENGTH}`}
        slotProps={{ htmlInput: { maxLength: TEMPLATE_BODY_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
