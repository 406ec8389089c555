import type { FormEvent } from 'react';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { ProjectSubmission } from '../../../lib/api-types';
import type { BulkDecision } from '../hooks/use-bulk-decision';
import { awaitsPayment, canRecordPayment } from '../utils/listing-payment';
import { AdminFormDialog } from './AdminFormDialog';
import type { BulkItemAction } from './BulkDecisionBar';
import { OverrideNoteField, useOverrideNote } from './OverrideNoteField';
import { PaymentFields, usePaymentForm } from './PaymentDialog';

const NAMES_SHOWN = 5;

export type PaidListing = Pick<
  ProjectSubmission,
  'id' | 'projectName' | 'listingType' | 'paymentStatus' | 'verificationStatus'
>;

const listings = (count: number) => `${count} ${count === 1 ? 'listing' : 'listings'}`;

/** "Alpha, Beta and 3 more": which listings a bulk payment action applies to. */
function namesOf(items: readonly PaidListing[]): string {
  const names = items.slice(0, NAMES_SHOWN).map((item) => item.projectName);
  const more = items.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

interface BulkPaymentDialogProps {
  bulk: BulkDecision;
  items: readonly PaidListing[];
  subjectOf: (id: number) => string;
  onClose: () => void;
}

/** One payment (amount, reference, day paid) recorded for each selected listing that waits for it. */
function BulkPaymentDialog({ bulk, items, subjectOf, onClose }: BulkPaymentDialogProps) {
  const form = usePaymentForm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.submit();
    if (bulk.busy || !request) return;
    if (
      await bulk.markPaid(
        items.map((item) => item.id),
        subjectOf,
        request,
      )
    )
      onClose();
  };
  return (
    <AdminFormDialog
      title={`Record payment for ${listings(items.length)}`}
      description={`${namesOf(items)}: each is recorded as paid with this amount, reference and day, one payment per listing. Each owner is notified and sees it in the submission's history.`}
      problem={bulk.problem}
      busy={bulk.busy}
      submitLabel="Mark paid"
      busyLabel="Recording..."
      onSubmit={submit}
      onClose={onClose}
    >
      <PaymentFields form={form} />
    </AdminFormDialog>
  );
}

/** Approves each selected pending listing that waits for its payment, with the override and its required note. */
function BulkApproveUnpaidDialog({ bulk, items, subjectOf, onClose }: BulkPaymentDialogProps) {
  const note = useOverrideNote('A note is required: say why they are approved before the payment');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.check() || bulk.busy) return;
    if (
      await bulk.decide(
        items.map((item) => item.id),
        subjectOf,
        true,
        note.note,
        undefined,
        true,
      )
    )
      onClose();
  };
  return (
    <AdminFormDialog
      title={`Approve ${listings(items.length)} without payment?`}
      description={`${namesOf(items)}: featured and verified listings are approved once their payment is recorded. Approving now adds each project to the public directory (a Featured placement starts when its payment is recorded). The override and your note go to the audit log, and each submitter sees the note.`}
      problem={bulk.problem}
      busy={bulk.busy}
      submitLabel="Approve without payment"
      busyLabel="Approving..."
      onSubmit={submit}
      onClose={onClose}
    >
      <OverrideNoteField field={note} shownTo="each submitter" />
    </AdminFormDialog>
  );
}

/**
 * The single card's payment actions for a selection of submissions: "Mark paid…" for the selected
 * listings that wait for their payment (in review or approved), "Approve without payment…" for
 * those also waiting for their review. Each applies to those listings only; the result, item by
 * item, shows beside the list.
 */
export function bulkListingPaymentActions(bulk: BulkDecision): BulkItemAction<PaidListing>[] {
  return [
    {
      label: 'Mark paid…',
      icon: <PaymentsOutlinedIcon />,
      appliesTo: canRecordPayment,
      renderDialog: (props) => <BulkPaymentDialog bulk={bulk} {...props} />,
    },
    {
      label: 'Approve without payment…',
      appliesTo: (item) => item.verificationStatus === 'pending' && awaitsPayment(item),
      renderDialog: (props) => <BulkApproveUnpaidDialog bulk={bulk} {...props} />,
    },
  ];
}
