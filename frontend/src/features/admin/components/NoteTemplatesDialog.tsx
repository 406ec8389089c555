import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { outlinedDialogSlotProps } from '../../../components/dialog-paper';
import { serverMessage } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useNoteTemplateActions, useNoteTemplates, type NoteTemplate } from '../api/use-note-templates';
import type { NoteTemplateDraft } from '../utils/note-templates';
import { REASON_OPTIONS } from '../utils/reason-codes';
import { NoteTemplateForm } from './NoteTemplateForm';

const EMPTY: NoteTemplateDraft = { label: '', reasonCode: null, body: '' };
const reasonLabel = (code: NoteTemplate['reasonCode']) => REASON_OPTIONS.find((option) => option.code === code)?.label;

type Editing = { mode: 'add' } | { mode: 'edit'; template: NoteTemplate } | null;

/** Lists the saved reasons and adds, edits or deletes them (a delete asks first). */
export function NoteTemplatesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { templates, error, loading, retry } = useNoteTemplates(open);
  const actions = useNoteTemplateActions();
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<NoteTemplate | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  const saved = async (work: () => Promise<NoteTemplate>, done: string): Promise<string | null> => {
    try {
      const template = await work();
      toast({ title: 'Saved', description: `${done} "${template.label}"`, variant: 'success' });
      setEditing(null);
      return null;
    } catch (failure) {
      toast({ title: 'Error', description: 'The saved reason could not be saved', variant: 'error' });
      return serverMessage(failure) ?? 'The saved reason could not be saved. Please try again.';
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteProblem(null);
    try {
      await actions.remove(deleting.id);
      toast({ title: 'Deleted', description: `Saved reason "${deleting.label}" deleted`, variant: 'success' });
      setDeleting(null);
    } catch (failure) {
      setDeleteProblem(serverMessage(failure) ?? 'The saved reason could not be deleted. Please try again.');
      toast({ title: 'Error', description: 'Deleting the saved reason failed', variant: 'error' });
    } finally {
      setDeleteBusy(false);
    }
  };

  const form = (
    draft: NoteTemplateDraft,
    submitLabel: string,
    submit: (value: NoteTemplateDraft) => Promise<string | null>,
  ) => (
    <NoteTemplateForm initial={draft} submitLabel={submitLabel} onSubmit={submit} onCancel={() => setEditing(null)} />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={outlinedDialogSlotProps}
    >
      <DialogTitle id={titleId}>Saved reasons</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Notes you reuse when rejecting; pick one in the decision dialog under Saved reason.
        </Typography>
        {editing?.mode === 'add' ? (
          form(EMPTY, 'Add saved reason', (draft) => saved(() => actions.create(draft), 'Added'))
        ) : (
          <Box>
            <Button variant="outlined" onClick={() => setEditing({ mode: 'add' })}>
              Add saved reason
            </Button>
          </Box>
        )}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Saved reasons could not be loaded.
          </Alert>
        ) : loading || !templates ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} /> Loading saved reasons…
          </Box>
        ) : templates.length === 0 ? (
          <Typography role="status">No saved reasons yet.</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Saved reasons"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {templates.map((template) =>
              editing?.mode === 'edit' && editing.template.id === template.id ? (
                <li key={template.id}>
                  {form(
                    { label: template.label, reasonCode: template.reasonCode, body: template.body },
                    'Save changes',
                    (draft) => saved(() => actions.update(template.id, draft), 'Changed'),
                  )}
                </li>
              ) : (
                <Box
                  component="li"
                  key={template.id}
                  sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
                >
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{template.label}</Typography>
                  {template.reasonCode ? (
                    <Typography variant="body2" color="text.secondary">
                      Reason: {reasonLabel(template.reasonCode)}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {template.body}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setEditing({ mode: 'edit', template })}
                      aria-label={`Edit ${template.label}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      onClick={() => setDeleting(template)}
                      aria-label={`Delete ${template.label}`}
                    >
                      Delete
                    </Button>
                  </Box>
                </Box>
              ),
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <Dialog
        open={deleting !== null}
        onClose={deleteBusy ? undefined : () => setDeleting(null)}
        aria-labelledby={`${titleId}-delete`}
        slotProps={{ paper: { variant: 'outlined', sx: { m: 2, backgroundColor: 'background.paper' } } }}
      >
        <DialogTitle id={`${titleId}-delete`}>Delete saved reason?</DialogTitle>
        <DialogContent>
          {deleteProblem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {deleteProblem}
            </Alert>
          ) : null}
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>{deleting?.label}</strong> leaves the Saved reason select. Decisions already made keep their notes.
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" onClick={() => setDeleting(null)} disabled={deleteBusy} autoFocus>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={confirmDelete} disabled={deleteBusy}>
            {deleteBusy ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}

/** Opens the saved reasons from the admin dashboard. */
export function NoteTemplatesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Saved reasons
      </Button>
      <NoteTemplatesDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
