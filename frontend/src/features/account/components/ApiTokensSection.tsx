import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import { useAccessLoss } from '../../../app/RequireAccess';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized, mutationErrorMessage } from '../../../lib/api-client';
import type { ApiToken } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { useApiTokens } from '../api/use-api-tokens';
import { AccountListRow } from './AccountListRow';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

const dateTime = createdOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const formatTime = (value: string) => dateTime().format(new Date(value));

interface TokenRowProps {
  token: ApiToken;
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
}

function TokenRow({ token, busy, onRevoke }: TokenRowProps) {
  return (
    <AccountListRow
      title={token.name}
      wrapTitle
      chips={
        <>
          <Chip size="small" label={token.scope === 'read' ? 'Read only' : 'Read & write'} />
          {token.expired ? <Chip size="small" color="warning" label="Expired" /> : null}
        </>
      }
      details={
        <>
          <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {token.prefix}…
          </Typography>{' '}
          · Created {formatTime(token.createdAt)} ·{' '}
          {token.expiresAt
            ? `${token.expired ? 'Expired' : 'Expires'} ${formatTime(token.expiresAt)}`
            : 'Never expires'}{' '}
          · {token.lastUsedAt ? `Last used ${formatTime(token.lastUsedAt)}` : 'Never used'}
        </>
      }
      action={
        <Button
          variant="outlined"
          color="error"
          size="small"
          disabled={busy}
          onClick={() => onRevoke(token)}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      }
    />
  );
}

export function ApiTokensSection() {
  const { tokens, error, retry, create, revoke } = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | undefined>();
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revoke(revoking.id);
      toast({ title: 'Token revoked', description: `${revoking.name} no longer works.`, variant: 'success' });
      setRevoking(undefined);
    } catch (failure) {
      toast({
        title: 'Error',
        description: mutationErrorMessage(failure, 'Could not revoke the token.'),
        variant: 'error',
      });
      void retry();
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      title="API tokens"
      description="Personal tokens let scripts use the API as you (Authorization: Bearer …) without your password."
      action={
        <Button variant="contained" onClick={() => setCreating(true)} disabled={!tokens}>
          Create token
        </Button>
      }
    >
      {tokens ? (
        tokens.length > 0 ? (
          <List disablePadding aria-label="API tokens">
            {tokens.map((token) => (
              <TokenRow key={token.id} token={token} busy={busy} onRevoke={setRevoking} />
            ))}
          </List>
        ) : (
          <EmptyState icon={<KeyIcon />}>You have no API tokens. Create one to call the API from a script.</EmptyState>
        )
      ) : error ? (
        <LoadFailure message="Could not load your API tokens." onRetry={retry} />
      ) : (
        <LoadingState minHeight={120} />
      )}
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} create={create} />
      <Dialog
        open={Boolean(revoking)}
        onClose={() => (busy ? undefined : setRevoking(undefined))}
        aria-labelledby="revoke-api-token-title"
      >
        <DialogTitle id="revoke-api-token-title">Revoke this token?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {revoking?.name} stops working at once. Scripts that use it will get 401 answers. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(undefined)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirmRevoke()} disabled={busy}>
            {busy ? 'Revoking...' : 'Revoke'}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
