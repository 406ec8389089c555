import { useState, type FormEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { recordPayment } from '../api/listing-payment-requests';
import { useListingPaymentAction } from '../hooks/use-listing-payment-action';
import type { RecordPaymentRequest } from '../../../lib/api-types';
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

/** The payment form's values, checks and field props, shared by the single and the bulk payment dialogs. */
export function usePaymentForm() {
  const today = localToday();
  const [values, setValues] = useState<PaymentFormValues>({ amount: '', reference: '', paidOn: today });
  const [touched, setTouched] = useState<Partial<Record<keyof PaymentFormValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validatePaymentForm(values, today);
  const shown = (field: keyof PaymentFormValues) => (submitted || touched[field] ? errors[field] : undefined);
  const field = (name: keyof PaymentFormValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: Boolean(shown(name)),
  });
  return {
    today,
    values,
    field,
    shown,
    /** Marks the form submitted (every problem shows) and answers the request when it is valid. */
    submit: (): RecordPaymentRequest | null => {
      setSubmitted(true);
      return Object.keys(errors).length > 0 ? null : toPaymentRequest(values);
    },
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;

/** Amount, reference and day paid, checked as the server checks them. */
export function PaymentFields({ form }: { form: PaymentForm }) {
  const { field, shown, values, today } = form;
  return (
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
        helperText={
          shown('reference') ??
          `Invoice or transfer reference. ${values.reference.trim().length}/${PAYMENT_LIMITS.reference}`
        }
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
  );
}

/** Records the payment of a featured or verified listing; mounted only while open. */
export function PaymentDialog({ submission, onClose }: PaymentDialogProps) {
  const form = usePaymentForm();
  const action = useListingPaymentAction(TEXTS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = form.submit();
    if (action.busy || !request) return;
    if (await action.run(() => recordPayment(submission.id, request))) onClose();
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
      <PaymentFields form={form} />
    </AdminFormDialog>
  );
}
