import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { confirmSubscription, retryConfirmation, type LinkOutcome } from '../api/newsletter-requests';
import { NewsletterLinkLayout } from './NewsletterLinkLayout';

const MISSING_TOKEN: LinkOutcome = {
  kind: 'failed',
  message: 'This confirmation link is incomplete. Open the link from the mail again, or copy all of it.',
  retryable: false,
};

/** Opened from the confirmation mail: confirms at once, since the mail was asked for by subscribing. */
export function NewsletterConfirmPage() {
  useDocumentTitle('Confirm Subscription');
  const token = useSearchParams()[0].get('token') ?? '';
  const toast = useToast();
  const [outcome, setOutcome] = useState<LinkOutcome | null>(token ? null : MISSING_TOKEN);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let isActive = true;
    void (attempt === 0 ? confirmSubscription(token) : retryConfirmation(token)).then((result) => {
      if (!isActive) return;
      setOutcome(result);
      if (result.kind === 'success') {
        toast({ title: 'Subscription confirmed', description: 'Welcome to our newsletter!', variant: 'success' });
      } else {
        toast({ title: 'Error', description: result.message, variant: 'error' });
      }
    });
    return () => {
      isActive = false;
    };
  }, [token, attempt, toast]);

  return (
    <NewsletterLinkLayout title="Newsletter" subtitle="Confirm your subscription">
      {outcome === null ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Confirming your subscription...</Typography>
        </Stack>
      ) : outcome.kind === 'success' ? (
        <>
          <Alert severity="success" sx={{ width: '100%' }}>
            Your subscription is confirmed.
          </Alert>
          <Typography>You will receive our latest insights and updates. A welcome mail is on its way.</Typography>
        </>
      ) : (
        <>
          <Alert severity="error" role="alert" sx={{ width: '100%' }}>
            {outcome.message}
          </Alert>
          {outcome.retryable ? (
            <Button
              variant="contained"
              onClick={() => {
                setOutcome(null);
                setAttempt((count) => count + 1);
              }}
            >
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
