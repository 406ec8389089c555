import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAccessLoss } from '../../../app/RequireAccess';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { AccountSession } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useAccountSessions } from '../api/use-account-sessions';
import { formatSessionTime, sessionDeviceLabel } from '../utils/session-labels';
import { AccountListRow } from './AccountListRow';

interface SessionRowProps {
  session: AccountSession;
  busy: boolean;
  onSignOut: (session: AccountSession) => void;
}

function SessionRow({ session, busy, onSignOut }: SessionRowProps) {
  const label = sessionDeviceLabel(session);
  return (
    <AccountListRow
      title={label}
      chips={session.current ? <Chip size="small" color="success" label="This device" /> : null}
      details={
        <>
          {session.ipAddress ?? 'Unknown address'} · Signed in {formatSessionTime(session.signedInAt)} · Last seen{' '}
          {formatSessionTime(session.lastSeenAt)}
        </>
      }
      action={
        session.current ? null : (
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => onSignOut(session)}
            aria-label={`Sign out ${label}`}
          >
            Sign out
          </Button>
        )
      }
    />
  );
}

export function SessionsSection() {
  const { sessions, error, retry, revoke, revokeOthers } = useAccountSessions();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);
  const others = sessions?.filter((session) => !session.current) ?? [];

  const signOut = async (session: AccountSession) => {
    setBusy(true);
    try {
      await revoke(session.id);
      toast({
        title: 'Session signed out',
        description: `${sessionDeviceLabel(session)} is no longer signed in.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Could not sign that session out.'),
        variant: 'error',
      });
      void retry();
    } finally {
      setBusy(false);
    }
  };

  const signOutOthers = async () => {
    setBusy(true);
    try {
      const revoked = await revokeOthers();
      setConfirming(false);
      toast({
        title: 'Signed out everywhere else',
        description: revoked === 1 ? 'One other session was signed out.' : `${revoked} other sessions were signed out.`,
        variant: 'success',
      });
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Could not sign the other sessions out.'),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const action =
    others.length > 0 ? (
      <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirming(true)}>
        Sign out everywhere else
      </Button>
    ) : undefined;

  return (
    <SectionCard title="Sessions" description="Where your account is signed in." action={action}>
      {sessions ? (
        <Stack spacing={1.5}>
          <List disablePadding aria-label="Signed-in sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} busy={busy} onSignOut={(chosen) => void signOut(chosen)} />
            ))}
          </List>
          {others.length === 0 ? (
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              You are not signed in anywhere else.
            </Typography>
          ) : null}
        </Stack>
      ) : error ? (
        <LoadFailure message="Could not load your sessions." onRetry={retry} />
      ) : (
        <LoadingState minHeight={120} />
      )}
      <Dialog
        open={confirming}
        onClose={() => (busy ? undefined : setConfirming(false))}
        aria-labelledby="sign-out-others-title"
      >
        <DialogTitle id="sign-out-others-title">Sign out everywhere else?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {others.length === 1 ? 'One other session' : `${others.length} other sessions`} will be signed out. This
            device stays signed in.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => void signOutOthers()} disabled={busy}>
            {busy ? 'Signing out...' : 'Sign out'}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
