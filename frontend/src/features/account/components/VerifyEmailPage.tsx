import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountEndpoints } from '../api/account-endpoints';
import { MISSING_TOKEN_MESSAGE, verifyEmailOnce, type VerifyEmailOutcome } from '../api/verify-email-outcome';

const MISSING_TOKEN: VerifyEmailOutcome = { kind: 'failed', message: MISSING_TOKEN_MESSAGE, retryable: false };

/** Opened from the verification mail, possibly in another browser: needs no session. */
export function VerifyEmailPage() {
  useDocumentTitle('Verify Email');
  const token = useSearchParams()[0].get('token') ?? '';
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<VerifyEmailOutcome | null>(token ? null : MISSING_TOKEN);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let isActive = true;
    void verifyEmailOnce(token, attempt > 0).then((result) => {
      if (!isActive) return;
      setOutcome(result);
      // The account page, if this browser shows it, learns of the change at once.
      if (result.kind === 'verified') void mutate(accountEndpoints.email, result.accountEmail, { revalidate: false });
    });
    return () => {
      isActive = false;
    };
  }, [token, attempt, mutate]);

  return (
    <PageContainer title="Verify email" maxWidth="sm">
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          {outcome === null ? (
            <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={24} color="secondary" aria-hidden="true" />
              <Typography>Verifying your email address...</Typography>
            </Stack>
          ) : outcome.kind === 'verified' ? (
            <>
              <Alert severity="success" sx={{ width: '100%', overflowWrap: 'anywhere' }}>
                Your email address is verified
              </Alert>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                We will send notifications to {outcome.accountEmail.email}. Choose which ones on your account page.
              </Typography>
            </>
          ) : (
            <>
              <Alert severity="error" role="alert" sx={{ width: '100%' }}>
                {outcome.message}
              </Alert>
              {outcome.retryable ? (
                <Button
                  variant="outlined"
                  onClick={() => {
                    setOutcome(null);
                    setAttempt((count) => count + 1);
                  }}
                >
                  Try again
                </Button>
              ) : null}
            </>
          )}
          {outcome !== null ? (
            <Button component={RouterLink} to={paths.account} variant="contained">
              Go to your account
            </Button>
          ) : null}
        </Stack>
      </Card>
    </PageContainer>
  );
}
