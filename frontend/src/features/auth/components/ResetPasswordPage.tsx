import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/PageContainer';
import { errorStatus, mutationErrorMessage } from '../../../lib/api-client';
import { newPasswordProblem, PASSWORD_MAX_LENGTH, type NewPasswordProblem } from '../../../lib/new-password';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useToast } from '../../../lib/use-toast';
import { confirmPasswordReset } from '../api/password-reset-requests';
import { pageMeta } from '../../../app/page-meta';

type Field = NewPasswordProblem['field'];
const fieldId = (field: Field) => `reset-password-${field}`;
const MISSING_TOKEN =
  'This password reset link is incomplete. Open the whole link from the mail, or ask for a new one.';

/** Opened from the reset mail or an admin's link: needs no session, and does not sign in. */
export function ResetPasswordPage() {
  useDocumentTitle(pageMeta[paths.resetPassword].title);
  const token = useSearchParams()[0].get('token') ?? '';
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<NewPasswordProblem>();
  const [linkProblem, setLinkProblem] = useState<string | undefined>(token ? undefined : MISSING_TOKEN);
  const [isDone, setIsDone] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const toast = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = newPasswordProblem(values.newPassword, values.confirmPassword);
    setProblem(found);
    if (found) {
      document.getElementById(fieldId(found.field))?.focus();
      return;
    }
    setIsSaving(true);
    try {
      await confirmPasswordReset({ token, newPassword: values.newPassword });
      setIsDone(true);
      toast({ title: 'Password reset', description: 'Log in with your new password.', variant: 'success' });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Could not reset your password. Please try again.');
      if (errorStatus(error) === 400 && /link/i.test(message)) setLinkProblem(message);
      else setProblem({ field: 'newPassword', message });
      toast({ title: 'Password not reset', description: message, variant: 'error' });
    } finally {
      setIsSaving(false);
    }
  };

  const field = (name: Field, label: string) => (
    <TextField
      id={fieldId(name)}
      name={name}
      type="password"
      label={label}
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setProblem(undefined);
      }}
      error={problem?.field === name}
      helperText={
        problem?.field === name ? problem.message : name === 'newPassword' ? '6 to 128 characters.' : undefined
      }
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
    />
  );

  return (
    <PageContainer title="Reset password" subtitle="Choose a new password for your account." maxWidth="sm">
      <Card sx={{ p: { xs: 3, sm: 4 } }}>
        {isDone ? (
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" role="status" sx={{ width: '100%' }}>
              Your password has been reset. You were signed out everywhere.
            </Alert>
            <Button component={RouterLink} to={paths.login} variant="contained">
              Log in
            </Button>
          </Stack>
        ) : linkProblem ? (
          <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              {linkProblem}
            </Alert>
            <Button component={RouterLink} to={paths.forgotPassword} variant="contained">
              Ask for a new link
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate aria-label="Set a new password" onSubmit={handleSubmit}>
            <Stack spacing={2.5}>
              {field('newPassword', 'New password')}
              {field('confirmPassword', 'Confirm new password')}
              <Button type="submit" variant="contained" size="large" disabled={isSaving} fullWidth>
                {isSaving ? 'Saving...' : 'Set new password'}
              </Button>
            </Stack>
          </Box>
        )}
      </Card>
    </PageContainer>
  );
}
