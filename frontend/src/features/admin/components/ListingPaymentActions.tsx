import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { ProjectSubmission } from '../../../lib/api-types';
import { canRecordPayment, paymentChip } from '../utils/listing-payment';
import { ApproveUnpaidDialog } from './ApproveUnpaidDialog';
import { PaymentDialog } from './PaymentDialog';
import { IssueQuoteDialog } from './IssueQuoteDialog';

type PaidListing = Pick<
  ProjectSubmission,
  'id' | 'projectName' | 'listingType' | 'paymentStatus' | 'verificationStatus'
>;

/** The payment state of a featured or verified submission as a chip; nothing for free ones. */
export function PaymentStatusChip({ submission }: { submission: PaidListing }) {
  const chip = paymentChip(submission);
  if (!chip) return null;
  return <Chip size="small" variant="outlined" color={chip.color} label={chip.label} />;
}

/** "Record payment" while a paid tier in review or approved waits for its payment, and the approval override while it is also pending review. */
export function ListingPaymentActions({ submission }: { submission: PaidListing }) {
  const [open, setOpen] = useState<'payment' | 'approve' | 'quote' | null>(null);
  const recordable = canRecordPayment(submission);
  const close = () => setOpen(null);
  return (
    <>
      {recordable ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PaymentsOutlinedIcon />}
            onClick={() => setOpen('payment')}
          >
            Record payment
          </Button>
          <Button variant="outlined" size="small" onClick={() => setOpen('quote')}>
            Issue quote
          </Button>
          {submission.verificationStatus === 'pending' ? (
            <Button variant="text" size="small" onClick={() => setOpen('approve')}>
              Approve without payment…
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {open === 'payment' ? <PaymentDialog submission={submission} onClose={close} /> : null}
      {open === 'approve' ? <ApproveUnpaidDialog submission={submission} onClose={close} /> : null}
      {open === 'quote' ? <IssueQuoteDialog submission={submission} onClose={close} /> : null}
    </>
  );
}
