import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAccessLoss } from '../../../app/RequireAccess';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { errorStatus, isUnauthorized, mutationErrorMessage, serverMessage } from '../../../lib/api-client';
import { newPasswordProblem, PASSWORD_MAX_LENGTH } from '../../../lib/new-password';
import { useToast } from '../../../lib/use-toast';
import { accountEndpoints } from '../api/account-endpoints';
import { changePassword, usePasswordStatus } from '../api/use-account-sessions';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fieldId = (field: Field) => `account-password-${field}`;

interface PasswordFormProps {
  /** An account made with a wallet sets its first password: no current password is asked for. */
  setting: boolean;
  onSet: () => unknown;
}

function PasswordForm({ setting, onSet }: PasswordFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [lostAccess, setLostAccess] = useState(false);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  useAccessLoss(lostAccess ? 'signed-out' : undefined);

  const fail = (field: Field, message: string) => {
    setProblems({ [field]: message });
    document.getElementById(fieldId(field))?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    if (!setting && !values.currentPassword) return fail('currentPassword', 'Enter your current password');
    const problem = newPasswordProblem(values.newPassword, values.confirmPassword);
    if (problem) return fail(problem.field, problem.message);
    setIsSaving(true);
    try {
      const { revoked } = await changePassword(
        setting
          ? { newPassword: values.newPassword }
          : { currentPassword: values.currentPassword, newPassword: values.newPassword },
      );
      setValues(EMPTY);
      setProblems({});
      if (setting) {
        toast({
          title: 'Password set',
          description: 'You can now log in with your username and password as well as with your wallets.',
          variant: 'success',
        });
        void mutate(accountEndpoints.sessions);
        onSet();
        return;
      }
      const elsewhere =
        revoked === 1 ? 'One other session was signed out.' : `${revoked} other sessions were signed out.`;
      toast({
        title: 'Password changed',
        description: revoked > 0 ? elsewhere : 'Use it the next time you log in.',
        variant: 'success',
      });
      void mutate(accountEndpoints.sessions);
    } catch (error) {
      if (isUnauthorized(error)) return setLostAccess(true);
      const message = mutationErrorMessage(
        error,
        setting
          ? 'Could not set your password. Please try again.'
          : 'Could not change your password. Please try again.',
      );
      if (errorStatus(error) === 400 && serverMessage(error))
        fail(!setting && /current/i.test(message) ? 'currentPassword' : 'newPassword', message);
      toast({ title: setting ? 'Password not set' : 'Password not changed', description: message, variant: 'error' });
    } finally {
      setIsSaving(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string, helper?: string) => (
    <TextField
      id={fieldId(name)}
      name={name}
      type="password"
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setProblems((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(problems[name])}
      helperText={problems[name] ?? helper}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      aria-label={setting ? 'Set a password' : 'Change password'}
      onSubmit={handleSubmit}
      sx={{ maxWidth: { sm: 420 } }}
    >
      <Stack spacing={2}>
        {setting ? null : field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', '6 to 128 characters.')}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <Box>
          <Button type="submit" variant="contained" disabled={isSaving}>
            {setting ? (isSaving ? 'Setting...' : 'Set a password') : isSaving ? 'Changing...' : 'Change password'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * Changes the password; an account made with a wallet, which has none, sets its first one here
 * instead, and the section then becomes the usual change form.
 */
export function PasswordSection() {
  const { status, error, retry, markSet } = usePasswordStatus();
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

  if (status?.isSet === false) {
    return (
      <SectionCard
        title="Password"
        description="This account has no password yet: it signs in with its wallets until you set one. With a password, you can also log in with your username."
      >
        <PasswordForm key="set" setting onSet={markSet} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Password" description="Changing it signs you out on every other device.">
      {status ? (
        <PasswordForm key="change" setting={false} onSet={markSet} />
      ) : error ? (
        <LoadFailure message="Could not load your password settings." onRetry={() => void retry()} />
      ) : (
        <LoadingState minHeight={120} />
      )}
    </SectionCard>
  );
}
