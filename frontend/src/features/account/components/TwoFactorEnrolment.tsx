import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { TwoFactorSetup } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useTwoFactorActions } from '../api/use-two-factor';
import { InlineForm, InlineFormSubmit } from './InlineForm';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const CODE_FIELD_ID = 'two-factor-enable-code';

/** Turning two-factor authentication on: a new secret (QR code and text), a code from it, then the recovery codes. */
export function TwoFactorEnrolment() {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const actions = useTwoFactorActions();
  const toast = useToast();

  const start = async () => {
    setIsBusy(true);
    try {
      setSetup(await actions.setUp());
      setCode('');
      setProblem(undefined);
    } catch (error) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, 'Could not start the set-up. Please try again.'),
        variant: 'error',
      });
    } finally {
      setIsBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setProblem('Enter the 6-digit code from your authenticator app');
      document.getElementById(CODE_FIELD_ID)?.focus();
      return;
    }
    setIsBusy(true);
    try {
      setRecoveryCodes(await actions.enable(code.replace(/\s/g, '')));
      setSetup(undefined);
      toast({
        title: 'Two-factor authentication is on',
        description: 'Save your recovery codes now.',
        variant: 'success',
      });
    } catch (error) {
      const message = mutationErrorMessage(error, 'Could not turn two-factor authentication on. Please try again.');
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'error' });
      document.getElementById(CODE_FIELD_ID)?.focus();
    } finally {
      setIsBusy(false);
    }
  };

  if (recoveryCodes) {
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => void actions.refresh()} />;
  }

  if (!setup) {
    return (
      <Typography component="div">
        <Button variant="contained" disabled={isBusy} onClick={() => void start()}>
          {isBusy ? 'Starting...' : 'Set up two-factor authentication'}
        </Button>
      </Typography>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography component="p">
        Scan this QR code with an authenticator app (for example Google Authenticator, Authy or 1Password).
      </Typography>
      <Box
        component="img"
        src={setup.qrCodeDataUrl}
        alt="QR code to add this account to your authenticator app"
        width={200}
        height={200}
        sx={{ alignSelf: { xs: 'center', sm: 'flex-start' }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <Box>
        <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
          Cannot scan it? Enter this key in the app instead:
        </Typography>
        <Typography
          component="code"
          aria-label="Secret key"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {setup.secret}
        </Typography>
      </Box>
      <InlineForm label="Confirm two-factor authentication" onSubmit={confirm}>
        <TextField
          id={CODE_FIELD_ID}
          name="code"
          label="6-digit code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'The code the app shows for this account now.'}
          autoComplete="one-time-code"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        <InlineFormSubmit disabled={isBusy}>{isBusy ? 'Turning on...' : 'Turn on'}</InlineFormSubmit>
        <Button disabled={isBusy} onClick={() => setSetup(undefined)} sx={{ mt: { sm: 1 } }}>
          Cancel
        </Button>
      </InlineForm>
    </Stack>
  );
}
