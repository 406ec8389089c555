import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useApiData } from '../../../lib/use-api-data';
import { readSubmissionPayment, submissionPaymentKey } from '../api/listing-quote-requests';

const CHECKING_REFRESH_MS = 5_000;

/** The quote and the latest on-chain payment of a paid listing, in one line each, for the admin's row. */
export function ChainPaymentSummary({ submissionId }: { submissionId: number }) {
  const { data, error, isLoading } = useApiData(submissionPaymentKey(submissionId), readSubmissionPayment, {
    refreshInterval: (latest) => (latest?.payments[0]?.status === 'checking' ? CHECKING_REFRESH_MS : 0),
  });
  if (isLoading) return <Typography variant="body2">Loading…</Typography>;
  if (error || !data) return <Typography variant="body2">Could not load the quote</Typography>;
  const { quote, payments } = data;
  const latest = payments[0];
  return (
    <>
      <Typography variant="body2">
        {quote
          ? `${quote.amount} ${quote.tokenSymbol} on ${quote.chainName}, ${quote.status === 'open' ? `until ${new Date(quote.expiresAt).toLocaleDateString()}` : quote.status}`
          : 'No quote'}
      </Typography>
      {latest ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {latest.status === 'checking'
            ? 'Checking on chain…'
            : latest.status === 'completed'
              ? 'Paid on chain'
              : `Refused: ${latest.refusal ?? ''}`}{' '}
          {latest.transactionUrl ? (
            <Link href={latest.transactionUrl} target="_blank" rel="noopener noreferrer">
              {latest.txHash.slice(0, 10)}…
            </Link>
          ) : (
            <span title={latest.txHash}>{latest.txHash.slice(0, 10)}…</span>
          )}
        </Typography>
      ) : null}
    </>
  );
}
