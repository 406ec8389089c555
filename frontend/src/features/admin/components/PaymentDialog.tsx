import { useState, type FormEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { recordPayment } from '../api/listing-payment-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import {
  PAYMENT_LIMITS,
  localToday,
  toPaymentRequest,
  validatePaymentForm,
  type PaymentFormValues,
} from '../utils/listing-payment';
import { listingTypeName } from '../utils/submission-labels';
import { AdminFormDialog } from './AdminFormDialog';

const TEXTS = { success: 'Payment recorded', failure: 'Failed to record payment' };

export interface PaymentDialogProps {
  submission: { id: number; projectName: string; listingType: string };
  onClose: () => void;
}

/** Records the payment of a featured or verified listing; mounted only while open. */
export function PaymentDialog({ submission, onClose }: PaymentDialogProps) {
  const today = localToday();
  const [values, setValues] = useState<PaymentFormValues>({ amount: '', reference: '', paidOn: today });
  const [touched, setTouched] = useState<Partial<Record<keyof PaymentFormValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const action = useListingPaymentAction(TEXTS);
  const errors = validatePaymentForm(values, today);
  const shown = (field: keyof PaymentFormValues) => (submitted || touched[field] ? errors[field] : undefined);
  const field = (name: keyof PaymentFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: Boolean(shown(name)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (action.busy || Object.keys(errors).length > 0) return;
    if (await action.run(() => recordPayment(submission.id, toPaymentRequest(values)))) onClose();
  };

  return (
    <AdminFormDialog
      title={`Record payment for ${submission.projectName}`}
      description={`The ${listingTypeName(submission.listingType)} listing counts as paid from now on. The owner is notified and sees it in the submission's history.`}
      problem={action.problem}
      busy={action.busy}
      submitLabel="Record payment"
      busyLabel="Recording..."
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <TextField
          {...field('amount')}
          label="Amount"
          required
          autoFocus
          helperText={shown('amount') ?? 'US dollars, e.g. 499.00'}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> },
          }}
        />
        <TextField
          {...field('reference')}
          label="Reference"
          required
          helperText={shown('reference') ?? `Invoice or transfer reference. ${values.reference.trim().length}/${PAYMENT_LIMITS.reference}`}
          slotProps={{ htmlInput: { maxLength: PAYMENT_LIMITS.reference + 20, autoComplete: 'off' } }}
        />
        <TextField
          {...field('paidOn')}
          type="date"
          label="Date paid"
          required
          helperText={shown('paidOn') ?? 'Not after today'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      </Stack>
    </AdminFormDialog>
  );
}
