import { FormDialog } from '../../../components/FormDialog';
import type { NewProjectSubmission, ProjectSubmission } from '../../../lib/api-types';
import { ownerEditDialogText } from '../../../lib/lifecycle-text';
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
    <FormDialog {...ownerEditDialogText(mode, 'submission', submission.requestId)} onClose={onClose}>
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
    </FormDialog>
  );
}
