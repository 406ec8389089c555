import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { TokenLinkFailure, TokenLinkPending, useTokenLinkOutcome } from '../../../components/TokenLinkStates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { accountEndpoints } from '../api/account-endpoints';
import { MISSING_TOKEN_MESSAGE, verifyEmailOnce, type VerifyEmailOutcome } from '../api/verify-email-outcome';
import { pageMeta } from '../../../app/page-meta';

const MISSING_TOKEN: VerifyEmailOutcome = { kind: 'failed', message: MISSING_TOKEN_MESSAGE, retryable: false };

/** Opened from the verification mail, possibly in another browser: needs no session. */
export function VerifyEmailPage() {
  useDocumentTitle(pageMeta[paths.verifyEmail].title);
  const token = useSearchParams()[0].get('token') ?? '';
  const { mutate } = useSWRConfig();
  const { outcome, retry } = useTokenLinkOutcome(token, MISSING_TOKEN, verifyEmailOnce, (result) => {
    // The account page, if this browser shows it, learns of the change at once.
    if (result.kind === 'verified') void mutate(accountEndpoints.email, result.accountEmail, { revalidate: false });
  });

  return (
    <PageContainer title="Verify email" maxWidth="sm">
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
          {outcome === null ? (
            <TokenLinkPending label="Verifying your email address..." color="secondary" />
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
              <TokenLinkFailure>{outcome.message}</TokenLinkFailure>
              {outcome.retryable ? (
                <Button variant="outlined" onClick={retry}>
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
