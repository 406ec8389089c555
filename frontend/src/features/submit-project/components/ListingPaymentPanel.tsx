import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ChainPayment, ListingPaymentState, ListingQuote } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { TRANSACTION_HASH, useListingPayment, useSubmitChainPayment } from '../api/listing-payment';
import { PayWithWalletButton } from './PayWithWalletButton';

const dateTime = (value: string) =>
  new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The quote of a featured or verified listing and how its payment on chain stands, with the hash form while it can be paid. */
export function ListingPaymentPanel({ submissionId, paymentStatus }: { submissionId: number; paymentStatus: string }) {
  const { state, error, isLoading, retry } = useListingPayment(submissionId, true);
  const headingId = `listing-payment-${submissionId}`;
  const wasChecking = useRef(false);
  const toast = useToast();
  const latest = state?.payments[0];
  useEffect(() => {
    if (latest?.status === 'checking') wasChecking.current = true;
    else if (wasChecking.current && latest) {
      wasChecking.current = false;
      toast(
        latest.status === 'completed'
          ? { title: 'Payment confirmed', description: 'Your listing is paid.', variant: 'success' }
          : {
              title: 'Payment not accepted',
              description: latest.refusal ?? 'The transaction was refused.',
              variant: 'error',
            },
      );
    }
  }, [latest, toast]);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Listing payment
      </Typography>
      {isLoading ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} aria-hidden="true" />
          <Typography variant="body2">Loading the payment details…</Typography>
        </Stack>
      ) : error || !state ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void retry()}>
              Retry
            </Button>
          }
        >
          Failed to fetch the payment details
        </Alert>
      ) : (
        <PaymentBody state={state} submissionId={submissionId} paid={paymentStatus === 'completed'} />
      )}
    </Box>
  );
}

function PaymentBody({
  state,
  submissionId,
  paid,
}: {
  state: ListingPaymentState;
  submissionId: number;
  paid: boolean;
}) {
  // The moment the panel was shown: a quote expiring while it is open is refused by the server's check.
  const [now] = useState(() => Date.now());
  const { quote, payments } = state;
  const latest = payments[0];
  const settledPayment = payments.find((payment) => payment.status === 'completed');
  if (settledPayment) return <PaymentLine payment={settledPayment} />;
  if (paid || state.paymentStatus === 'completed')
    return <Typography variant="body2">The payment for this listing is recorded.</Typography>;
  if (!quote || quote.status !== 'open')
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No quote yet: the team will send you the price of this listing here.
      </Typography>
    );
  const expired = new Date(quote.expiresAt).getTime() < now;
  return (
    <Stack spacing={1.5}>
      <QuoteDetails quote={quote} expired={expired} />
      {latest ? <PaymentLine payment={latest} /> : null}
      {latest?.status !== 'checking' && !expired ? (
        <>
          <PayWithWalletButton submissionId={submissionId} quote={quote} />
          <TransactionHashForm submissionId={submissionId} again={latest?.status === 'refused'} />
        </>
      ) : null}
    </Stack>
  );
}

function QuoteDetails({ quote, expired }: { quote: ListingQuote; expired: boolean }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(quote.treasury);
      toast({ title: 'Copied', description: 'The treasury address is copied.', variant: 'success' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy: select the address instead.', variant: 'error' });
    }
  };
  return (
    <Box>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        Pay {quote.amount} {quote.tokenSymbol} on {quote.chainName}
      </Typography>
      {quote.token !== 'native' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          Token contract:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {quote.token}
          </Box>
        </Typography>
      ) : null}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          To the treasury:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="treasury-address">
            {quote.treasury}
          </Box>
        </Typography>
        <Tooltip title="Copy the address">
          <IconButton size="small" aria-label="Copy the treasury address" onClick={() => void copy()}>
            <ContentCopyIcon fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="body2" sx={{ color: expired ? 'error.main' : 'text.secondary' }}>
        {expired
          ? `This quote expired on ${dateTime(quote.expiresAt)}: ask the team for a new one.`
          : `Valid until ${dateTime(quote.expiresAt)}`}
      </Typography>
    </Box>
  );
}

function PaymentLine({ payment }: { payment: ChainPayment }) {
  const hash = payment.transactionUrl ? (
    <Link href={payment.transactionUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {payment.txHash}
    </Link>
  ) : (
    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {payment.txHash}
    </Box>
  );
  if (payment.status === 'checking')
    return (
      <Alert severity="info" icon={<CircularProgress size={18} aria-hidden="true" />} role="status">
        Checking on chain… {payment.waitingFor ? `(${payment.waitingFor})` : null}
        <Typography variant="body2" component="div">
          Transaction {hash}
        </Typography>
      </Alert>
    );
  if (payment.status === 'completed')
    return (
      <Alert severity="success">
        Paid: completed on chain.
        <Typography variant="body2" component="div">
          Transaction {hash}
        </Typography>
      </Alert>
    );
  return (
    <Alert severity="warning">
      Payment refused: {payment.refusal}
      <Typography variant="body2" component="div">
        Transaction {hash}
      </Typography>
    </Alert>
  );
}

function TransactionHashForm({ submissionId, again }: { submissionId: number; again: boolean }) {
  const [txHash, setTxHash] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitChainPayment(submissionId);
  const toast = useToast();
  const value = txHash.trim();
  const invalid =
    value === ''
      ? 'Enter the transaction hash'
      : TRANSACTION_HASH.test(value)
        ? null
        : 'A transaction hash is 0x followed by 64 hexadecimal characters';
  const fieldId = `transaction-hash-${submissionId}`;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await submit(value);
      setTxHash('');
      setTouched(false);
      toast({ title: 'Submitted', description: 'Checking your transaction on chain.', variant: 'success' });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Failed to submit the transaction');
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent) => void send(event)}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {again ? 'Paid with another transaction? Enter its hash.' : 'I paid — enter the transaction hash:'}
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={fieldId}
          label="Transaction hash"
          size="small"
          fullWidth
          value={txHash}
          onChange={(event) => setTxHash(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && Boolean(invalid)}
          helperText={touched && invalid ? invalid : '0x followed by 64 hexadecimal characters'}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ flexShrink: 0 }}>
          {busy ? 'Submitting...' : 'Submit transaction'}
        </Button>
      </Stack>
    </Box>
  );
}
