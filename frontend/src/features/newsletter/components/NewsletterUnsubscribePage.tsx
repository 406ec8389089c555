import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TokenLinkFailure } from '../../../components/TokenLinkStates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { unsubscribe, type LinkOutcome } from '../api/newsletter-requests';
import { NewsletterLinkLayout } from './NewsletterLinkLayout';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';

/**
 * Opened from a newsletter mail. Nothing changes until the button is pressed: mail scanners
 * open every link in a mail, and must not unsubscribe anyone by doing so.
 */
export function NewsletterUnsubscribePage() {
  useDocumentTitle(pageMeta[paths.newsletterUnsubscribe].title);
  const token = useSearchParams()[0].get('token') ?? '';
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(null);

  const submit = async () => {
    setIsBusy(true);
    const result = await unsubscribe(token);
    setIsBusy(false);
    setOutcome(result);
    if (result.kind === 'success') {
      toast({ title: 'Unsubscribed', description: 'You will no longer receive our newsletter.', variant: 'success' });
    } else {
      toast({ title: 'Error', description: result.message, variant: 'error' });
    }
  };

  if (!token) {
    return (
      <NewsletterLinkLayout title="Newsletter" subtitle="Unsubscribe">
        <TokenLinkFailure>
          This unsubscribe link is incomplete. Open the link from the mail again, or copy all of it.
        </TokenLinkFailure>
      </NewsletterLinkLayout>
    );
  }

  return (
    <NewsletterLinkLayout title="Newsletter" subtitle="Unsubscribe">
      {outcome?.kind === 'success' ? (
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          You are unsubscribed. You will no longer receive our newsletter.
        </Alert>
      ) : (
        <>
          <Typography>Do you want to stop receiving our newsletter?</Typography>
          {outcome?.kind === 'failed' ? <TokenLinkFailure>{outcome.message}</TokenLinkFailure> : null}
          <Button variant="contained" color="error" onClick={submit} disabled={isBusy}>
            {isBusy ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </NewsletterLinkLayout>
  );
}
