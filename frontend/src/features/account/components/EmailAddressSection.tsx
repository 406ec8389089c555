import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAccessLoss } from '../../../app/RequireAccess';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { AccountEmail } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useChangeAccountEmail, useRemoveAccountEmail } from '../api/use-account-email';
import { EMAIL_MAX_LENGTH, emailAddressProblem, isCurrentAddress } from '../utils/email-address';
import { InlineForm, InlineFormSubmit } from './InlineForm';

const EMAIL_FIELD_ID = 'account-email';
const LINK_SENT = 'Check your inbox for a verification link';

export interface EmailAddressSectionProps {
  accountEmail: AccountEmail | undefined;
  error: unknown;
  retry: () => void;
}

function CurrentAddress({ accountEmail }: { accountEmail: AccountEmail }) {
  if (!accountEmail.email) {
    return (
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        No email address yet. Add one to receive notifications by email.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {accountEmail.email}
      </Typography>
      {accountEmail.verified ? (
        <Chip size="small" color="success" label="Verified" />
      ) : (
        <Chip size="small" color="warning" variant="outlined" label="Not verified" />
      )}
    </Stack>
  );
}

function EmailAddressForm({ accountEmail }: { accountEmail: AccountEmail }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const { changeEmail, isChanging } = useChangeAccountEmail();
  const { removeEmail, isRemoving } = useRemoveAccountEmail();
  const toast = useToast();
  const isBusy = isChanging || isRemoving;
  const { email, verified } = accountEmail;

  const send = async (address: string) => {
    try {
      const saved = await changeEmail({ email: address });
      setValue('');
      if (saved.verified)
        toast({ title: 'Nothing to change', description: 'This address is already verified.', variant: 'info' });
      else toast({ title: 'Verification link sent', description: LINK_SENT, variant: 'success' });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Could not save your email address. Please try again.');
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'error' });
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const found =
      emailAddressProblem(value) ??
      (verified && isCurrentAddress(value, email) ? 'This is already your verified address' : undefined);
    setProblem(found);
    if (found) {
      document.getElementById(EMAIL_FIELD_ID)?.focus();
      return;
    }
    await send(value.trim());
  };

  const remove = async () => {
    try {
      await removeEmail();
      setProblem(undefined);
      toast({ title: 'Email address removed', description: 'We will not send you mail any more.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, 'Could not remove your email address.'),
        variant: 'error',
      });
    }
  };

  return (
    <Stack spacing={2}>
      {email && !verified ? (
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          We sent a verification link to this address. It works for 24 hours.
        </Typography>
      ) : null}
      {email ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {!verified ? (
            <Button variant="outlined" disabled={isBusy} onClick={() => void send(email)}>
              Resend verification link
            </Button>
          ) : null}
          <Button variant="outlined" color="error" disabled={isBusy} onClick={() => void remove()}>
            {isRemoving ? 'Removing...' : 'Remove email address'}
          </Button>
        </Stack>
      ) : null}
      <InlineForm label={email ? 'Change email address' : 'Add email address'} onSubmit={handleSubmit}>
        <TextField
          id={EMAIL_FIELD_ID}
          name="email"
          type="email"
          autoComplete="email"
          label={email ? 'New email address' : 'Email address'}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'We send a link to confirm it is yours.'}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }}
          sx={{ maxWidth: { sm: 420 } }}
        />
        <InlineFormSubmit disabled={isBusy}>
          {isChanging ? 'Sending...' : email ? 'Change email' : 'Add email'}
        </InlineFormSubmit>
      </InlineForm>
    </Stack>
  );
}

export function EmailAddressSection({ accountEmail, error, retry }: EmailAddressSectionProps) {
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);
  return (
    <SectionCard title="Email address" description="Where we send notifications, once you have confirmed it.">
      {accountEmail ? (
        <Stack spacing={2.5}>
          <CurrentAddress accountEmail={accountEmail} />
          <EmailAddressForm accountEmail={accountEmail} />
        </Stack>
      ) : error ? (
        <LoadFailure message="Could not load your email address." onRetry={retry} />
      ) : (
        <LoadingState minHeight={120} />
      )}
    </SectionCard>
  );
}
