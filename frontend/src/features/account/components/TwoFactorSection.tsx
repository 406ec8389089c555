import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessLoss } from '../../../app/RequireAccess';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { TwoFactorConfirmRequest, TwoFactorStatus } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useTwoFactorActions, useTwoFactorStatus } from '../api/use-two-factor';
import { PasswordAndCodeDialog } from './PasswordAndCodeDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';

type OpenDialog = 'disable' | 'recovery-codes' | undefined;

function EnabledTwoFactor({ status }: { status: TwoFactorStatus }) {
  const [dialog, setDialog] = useState<OpenDialog>();
  const [newCodes, setNewCodes] = useState<string[]>();
  const actions = useTwoFactorActions();
  const toast = useToast();

  const run = async (work: () => Promise<void>, fallback: string) => {
    try {
      await work();
      setDialog(undefined);
    } catch (error) {
      const message = mutationErrorMessage(error, fallback);
      toast({ title: 'Error', description: message, variant: 'error' });
      throw new Error(message);
    }
  };

  const disable = (request: TwoFactorConfirmRequest) =>
    run(async () => {
      await actions.disable(request);
      toast({
        title: 'Two-factor authentication is off',
        description: 'Signing in needs only your password now.',
        variant: 'success',
      });
    }, 'Could not turn two-factor authentication off.');

  const regenerate = (request: TwoFactorConfirmRequest) =>
    run(async () => {
      setNewCodes(await actions.regenerateRecoveryCodes(request));
      toast({ title: 'New recovery codes', description: 'The old ones no longer work.', variant: 'success' });
    }, 'Could not make new recovery codes.');

  if (newCodes) {
    return (
      <RecoveryCodesPanel
        codes={newCodes}
        onDone={() => {
          setNewCodes(undefined);
          void actions.refresh();
        }}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography component="p" sx={{ color: status.recoveryCodesLeft < 3 ? 'warning.main' : 'text.secondary' }}>
        {status.recoveryCodesLeft === 1 ? '1 recovery code left.' : `${status.recoveryCodesLeft} recovery codes left.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => setDialog('recovery-codes')}>
          New recovery codes
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDialog('disable')}>
          Turn off two-factor authentication
        </Button>
      </Stack>
      <PasswordAndCodeDialog
        open={dialog === 'disable'}
        title="Turn off two-factor authentication?"
        description="Signing in will need only your password. Confirm with your password and a code."
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        danger
        onCancel={() => setDialog(undefined)}
        onConfirm={disable}
      />
      <PasswordAndCodeDialog
        open={dialog === 'recovery-codes'}
        title="Make new recovery codes?"
        description="Your current recovery codes stop working. Confirm with your password and a code."
        confirmLabel="Make new codes"
        busyLabel="Making codes..."
        onCancel={() => setDialog(undefined)}
        onConfirm={regenerate}
      />
    </Stack>
  );
}

export function TwoFactorSection() {
  const { status, error, retry } = useTwoFactorStatus();
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);
  return (
    <SectionCard
      title="Two-factor authentication"
      description="After your password, signing in also asks for a code from an authenticator app on your phone."
      action={
        status ? (
          <Chip
            size="small"
            color={status.enabled ? 'success' : 'default'}
            variant={status.enabled ? 'filled' : 'outlined'}
            label={status.enabled ? 'On' : 'Off'}
          />
        ) : undefined
      }
    >
      {status ? (
        <Stack spacing={2}>
          {status.required && !status.enabled ? (
            <Alert severity="warning">
              Admins must turn on two-factor authentication before they can use the admin pages.
            </Alert>
          ) : null}
          {status.enabled ? <EnabledTwoFactor status={status} /> : <TwoFactorEnrolment />}
        </Stack>
      ) : error ? (
        <LoadFailure message="Could not load your two-factor authentication." onRetry={retry} />
      ) : (
        <LoadingState minHeight={120} />
      )}
    </SectionCard>
  );
}
