import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { serverMessage } from '../../../lib/api-client';
import type { ReasonCode } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useNoteTemplateActions, useNoteTemplates } from '../api/use-note-templates';
import {
  applyTemplate,
  noteTemplateProblems,
  suggestedLabel,
  TEMPLATE_LABEL_MAX_LENGTH,
} from '../utils/note-templates';

export interface SavedReasonPickerProps {
  note: string;
  onNoteChange: (note: string) => void;
  /** The dialog's reason code, when its kind has one: a template fills it too. */
  reason?: { code: ReasonCode; onChange: (code: ReasonCode) => void };
  disabled: boolean;
}

/** In a rejection: pick a saved reason to fill the note (still editable), or save the note as one. */
export function SavedReasonPicker({ note, onNoteChange, reason, disabled }: SavedReasonPickerProps) {
  const { templates, error, loading, retry } = useNoteTemplates(true);
  const { create } = useNoteTemplateActions();
  const toast = useToast();
  const [picked, setPicked] = useState('');
  const [saving, setSaving] = useState<null | { label: string; problem?: string; busy: boolean }>(null);

  const pick = (id: string) => {
    setPicked(id);
    const template = templates?.find((candidate) => String(candidate.id) === id);
    if (!template) return;
    const filled = applyTemplate(template, { note, reasonCode: reason?.code });
    onNoteChange(filled.note);
    if (reason && filled.reasonCode) reason.onChange(filled.reasonCode);
  };

  const save = async () => {
    if (!saving) return;
    const problems = noteTemplateProblems(saving.label, note);
    if (problems.label || problems.body) {
      setSaving({ ...saving, problem: problems.label ?? 'Write the note first, then save it.' });
      return;
    }
    setSaving({ ...saving, busy: true, problem: undefined });
    try {
      const created = await create({ label: saving.label.trim(), body: note.trim(), reasonCode: reason?.code ?? null });
      toast({ title: 'Saved', description: `Saved reason "${created.label}" added`, variant: 'success' });
      setPicked(String(created.id));
      setSaving(null);
    } catch (failure) {
      setSaving({
        ...saving,
        busy: false,
        problem: serverMessage(failure) ?? 'The saved reason could not be added. Please try again.',
      });
      toast({ title: 'Error', description: 'Saving the reason failed', variant: 'error' });
    }
  };

  const empty = templates !== undefined && templates.length === 0;
  const helper = error
    ? 'Saved reasons could not be loaded.'
    : loading
      ? 'Loading saved reasons…'
      : empty
        ? 'No saved reasons yet: save this note as one below.'
        : 'Fills the note (still editable) and its reason code.';

  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        select
        label="Saved reason"
        value={picked}
        onChange={(event) => pick(event.target.value)}
        fullWidth
        disabled={disabled || loading || Boolean(error) || empty}
        error={Boolean(error)}
        helperText={helper}
      >
        <MenuItem value="" disabled>
          Choose a saved reason
        </MenuItem>
        {(templates ?? []).map((template) => (
          <MenuItem
            key={template.id}
            value={String(template.id)}
            sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {template.label}
          </MenuItem>
        ))}
      </TextField>
      {error ? (
        <Button size="small" onClick={retry} sx={{ mt: 0.5 }}>
          Retry loading saved reasons
        </Button>
      ) : null}
      {saving ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            label="Label for this saved reason"
            size="small"
            value={saving.label}
            onChange={(event) => setSaving({ ...saving, label: event.target.value, problem: undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void save();
              }
            }}
            autoFocus
            error={Boolean(saving.problem)}
            helperText={saving.problem ?? `${saving.label.length}/${TEMPLATE_LABEL_MAX_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: TEMPLATE_LABEL_MAX_LENGTH } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button variant="outlined" onClick={save} disabled={saving.busy}>
            {saving.busy ? 'Saving...' : 'Save reason'}
          </Button>
          <Button color="inherit" onClick={() => setSaving(null)} disabled={saving.busy}>
            Cancel
          </Button>
        </Box>
      ) : (
        <Button
          size="small"
          onClick={() => setSaving({ label: suggestedLabel(note), busy: false })}
          disabled={disabled}
          sx={{ mt: 0.5 }}
        >
          Save this note as a template
        </Button>
      )}
    </Box>
  );
}
