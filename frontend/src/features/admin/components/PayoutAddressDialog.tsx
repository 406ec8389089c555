import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { outlinedDialogSlotProps } from '../../../components/dialog-paper';
import type { AdminUser } from '../../../lib/api-types';
import {
  CurrentPayoutAddress,
  PayoutAddressHistory,
  PendingPayoutAddress,
} from '../../wallets/components/PayoutAddressView';
import { useUserPayoutAddress } from '../api/use-user-payout-address';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Read only: where a partner's payouts go, a change on hold and every change, with where it was asked from. */
export function PayoutAddressDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const titleId = useId();
  const { state, error, retry } = useUserPayoutAddress(user?.id ?? null);

  let body;
  if (error) body = <LoadFailure message="We could not load the payout address." onRetry={() => void retry()} />;
  else if (!state) body = <LoadingState minHeight={120} />;
  else {
    body = (
      <Stack spacing={2.5}>
        <Part title="Payouts go to">
          <CurrentPayoutAddress current={state.current} />
        </Part>
        <Part title="Pending change">
          {state.pending ? (
            <PendingPayoutAddress pending={state.pending} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No change waiting
            </Typography>
          )}
        </Part>
        <Part title="History">
          <PayoutAddressHistory history={state.history} />
        </Part>
      </Stack>
    );
  }

  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={outlinedDialogSlotProps}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Payout address of {user?.username}
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
