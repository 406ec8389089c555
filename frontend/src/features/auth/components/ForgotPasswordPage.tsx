import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { mutationErrorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { requestPasswordReset } from '../api/password-reset-requests';
import { pageMeta } from '../../../app/page-meta';

const USERNAME_FIELD_ID = 'forgot-password-username';

export function ForgotPasswordPage() {
  useDocumentTitle(pageMeta[paths.forgotPassword].title);
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string>();
  const [sentMessage, setSentMessage] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const toast = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    if (!username.trim()) {
      setProblem('Enter your username');
      document.getElementById(USERNAME_FIELD_ID)?.focus();
      return;
    }
    setIsSending(true);
    try {
      const { message } = await requestPasswordReset(username.trim());
      setSentMessage(message);
      toast({ title: 'Request sent', description: 'Check your inbox for a reset link.', variant: 'success' });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Could not send the request. Please try again.');
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'error' });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <PageContainer
      title="Forgot password"
      subtitle="We mail a reset link to your account's verified email address."
      maxWidth="sm"
    >
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        {sentMessage ? (
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" role="status" sx={{ width: '100%' }}>
              {sentMessage}
            </Alert>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              The link works once, for 30 minutes.
            </Typography>
            <Button component={RouterLink} to={paths.login} variant="contained">
              Back to login
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate aria-label="Request a password reset link" onSubmit={handleSubmit}>
            <Stack spacing={2.5}>
              <TextField
                id={USERNAME_FIELD_ID}
                name="username"
                label="Username"
                autoComplete="username"
                value={username}
                onChange={(event) => {
                  setUsername(event.target.value);
                  setProblem(undefined);
                }}
                error={Boolean(problem)}
                helperText={
                  problem ?? 'No verified email address on your account? Ask an administrator for a reset link.'
                }
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
              <Button type="submit" variant="contained" size="large" disabled={isSending} fullWidth>
                {isSending ? 'Sending...' : 'Send reset link'}
              </Button>
              <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
                Back to login
              </Link>
            </Stack>
          </Box>
        )}
      </Card>
    </PageContainer>
  );
}
