import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { NewProjectSubmission, ProjectSubmission } from '../../../lib/api-types';
import { useFormValues } from '../../../lib/use-form-values';
import { useToast } from '../../../lib/use-toast';
import { changeErrorMessage } from '../api/project-submission-requests';
import { useChangeOwnSubmission } from '../api/use-project-submissions';
import { formValuesOf } from '../utils/submission-display';
import type { SubmissionFormValues } from '../utils/submission-form';
import { ProjectSubmissionForm } from './ProjectSubmissionForm';

export interface EditSubmissionDialogProps {
  submission: ProjectSubmission;
  /** `resubmit`: a rejected or withdrawn submission goes back to review with the changes. */
  mode: 'edit' | 'resubmit';
  onClose: () => void;
}

/** Mounted only while open, so the form starts from the submission's current values. */
export function EditSubmissionDialog({ submission, mode, onClose }: EditSubmissionDialogProps) {
  const form = useFormValues<SubmissionFormValues>(formValuesOf(submission));
  const change = useChangeOwnSubmission();
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const resubmit = mode === 'resubmit';

  const save = async (payload: NewProjectSubmission) => {
    try {
      await change({ action: mode, id: submission.id, payload });
      toast({
        title: 'Success',
        description: resubmit ? 'Submission resubmitted for review.' : 'Your changes are saved.',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: changeErrorMessage(error, mode), variant: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {resubmit ? 'Edit and resubmit' : 'Edit submission'} {submission.requestId}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {resubmit
            ? 'Fix what the review asked for; the same submission goes back to the review queue.'
            : 'It stays in the review queue with your changes.'}
        </DialogContentText>
        <ProjectSubmissionForm
          form={form}
          edit={{
            idPrefix: `edit-submission-${submission.id}`,
            ariaLabel: resubmit ? 'Resubmit project' : 'Edit project',
            submitLabel: resubmit ? 'Resubmit for review' : 'Save changes',
            busyLabel: 'Saving...',
            onSave: save,
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
