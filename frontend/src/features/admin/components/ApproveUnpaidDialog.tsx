import type { FormEvent } from 'react';
import { approveWithoutPayment } from '../api/listing-payment-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import { MODERATION_KINDS } from '../utils/moderation-kinds';
import { listingTypeName } from '../utils/submission-labels';
import { AdminFormDialog } from './AdminFormDialog';
import { OverrideNoteField, useOverrideNote } from './OverrideNoteField';

const TEXTS = {
  success: MODERATION_KINDS.submission.successMessage,
  failure: MODERATION_KINDS.submission.failureMessage,
};

export interface ApproveUnpaidDialogProps {
  submission: { id: number; projectName: string; listingType: string };
  onClose: () => void;
}

/** Approves a featured or verified listing before its payment is recorded, with the note the override needs. */
export function ApproveUnpaidDialog({ submission, onClose }: ApproveUnpaidDialogProps) {
  const note = useOverrideNote('A note is required: say why it is approved before the payment');
  const action = useListingPaymentAction(TEXTS);
  const tier = listingTypeName(submission.listingType);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.check() || action.busy) return;
    if (await action.run(() => approveWithoutPayment(submission.id, note.note))) onClose();
  };

  return (
    <AdminFormDialog
      title={`Approve ${submission.projectName} without payment?`}
      description={
        <>
          {tier} listings are approved once their payment is recorded. Approving now adds the project to the public
          directory
          {submission.listingType === 'featured'
            ? ' without the Featured placement, which starts when the payment is recorded'
            : ''}
          . The override and your note go to the audit log, and the submitter sees the note.
        </>
      }
      problem={action.problem}
      busy={action.busy}
      submitLabel="Approve without payment"
      busyLabel="Approving..."
      onSubmit={submit}
      onClose={onClose}
    >
      <OverrideNoteField field={note} shownTo="the submitter" />
    </AdminFormDialog>
  );
}
