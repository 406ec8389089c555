import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { TokenLinkFailure, TokenLinkPending, useTokenLinkOutcome } from '../../../components/TokenLinkStates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { confirmSubscription, retryConfirmation, type LinkOutcome } from '../api/newsletter-requests';
import { NewsletterLinkLayout } from './NewsletterLinkLayout';
import { pageMeta } from '../../../app/page-meta';

const MISSING_TOKEN: LinkOutcome = {
  kind: 'failed',
  message: 'This confirmation link is incomplete. Open the link from the mail again, or copy all of it.',
  retryable: false,
};

/** Opened from the confirmation mail: confirms at once, since the mail was asked for by subscribing. */
export function NewsletterConfirmPage() {
  useDocumentTitle(pageMeta[paths.newsletterConfirm].title);
  const token = useSearchParams()[0].get('token') ?? '';
  const toast = useToast();
  const { outcome, retry } = useTokenLinkOutcome(
    token,
    MISSING_TOKEN,
    (linkToken, isRetry) => (isRetry ? retryConfirmation(linkToken) : confirmSubscription(linkToken)),
    (result) => {
      if (result.kind === 'success') {
        toast({ title: 'Subscription confirmed', description: 'Welcome to our newsletter!', variant: 'success' });
      } else {
        toast({ title: 'Error', description: result.message, variant: 'error' });
      }
    },
  );

  return (
    <NewsletterLinkLayout title="Newsletter" subtitle="Confirm your subscription">
      {outcome === null ? (
        <TokenLinkPending label="Confirming your subscription..." />
      ) : outcome.kind === 'success' ? (
        <>
          <Alert severity="success" sx={{ width: '100%' }}>
            Your subscription is confirmed.
          </Alert>
          <Typography>You will receive our latest insights and updates. A welcome mail is on its way.</Typography>
        </>
      ) : (
        <>
          <TokenLinkFailure>{outcome.message}</TokenLinkFailure>
          {outcome.retryable ? (
            <Button variant="contained" onClick={retry}>
              Try again
            </Button>
          ) : (
            <Button variant="contained" component={RouterLink} to={`${paths.home}#contact`}>
              Subscribe again
            </Button>
          )}
        </>
      )}
    </NewsletterLinkLayout>
  );
}
