import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type {
  ChangePayoutAddressRequest,
  PartnerProfile,
  PayoutAddressChange,
  PayoutAddressState,
  Wallet,
} from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import {
  CurrentPayoutAddress,
  formatPayoutTime,
  PayoutAddressHistory,
  PendingPayoutAddress,
} from '../../wallets/components/PayoutAddressView';
import { chainName, PAYOUT_CHAIN_IDS, shortAddress } from '../../wallets/utils/chains';
import { usePayoutAddress, usePayoutChoices } from '../api/use-payout-address';

interface Values {
  walletId: string;
  chainId: string;
  password: string;
  code: string;
}

const EMPTY: Values = { walletId: '', chainId: '', password: '', code: '' };

const walletOption = (wallet: Wallet) => `${wallet.name ?? 'Unnamed wallet'} · ${shortAddress(wallet.address)}`;

interface ChangeFormProps {
  enabled: boolean;
  change: (request: ChangePayoutAddressRequest) => Promise<PayoutAddressState>;
}

/** Choose one of the account's wallets and a chain; confirm with the password or, with two-factor on, a code. */
function ChangePayoutAddressForm({ enabled, change }: ChangeFormProps) {
  const { wallets, twoFactorOn, error, retry } = usePayoutChoices(enabled);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<keyof Values, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();

  if (error) return <LoadFailure message="We could not load your wallets." onRetry={() => void retry()} />;
  if (!wallets) return <LoadingState minHeight={120} />;
  if (wallets.length === 0) {
    return (
      <Typography variant="body2">
        Payouts go to one of your linked wallets, and you have none yet.{' '}
        <Link component={RouterLink} to="/account">
          Link a wallet on your account page
        </Link>{' '}
        first.
      </Typography>
    );
  }

  const set = (field: keyof Values, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'walletId' && !current.chainId) {
        const wallet = wallets.find((item) => String(item.id) === value);
        if (wallet && PAYOUT_CHAIN_IDS.includes(wallet.chainId)) next.chainId = String(wallet.chainId);
      }
      return next;
    });
    setProblems((current) => ({
      ...current,
      [field]: undefined,
      ...(field === 'code' ? { password: undefined } : {}),
    }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<keyof Values, string>> = {};
    if (!values.walletId) found.walletId = 'Choose a wallet';
    if (!values.chainId) found.chainId = 'Choose a chain';
    if (!values.password && !(twoFactorOn && values.code.trim()))
      found.password = twoFactorOn ? 'Enter your password or a two-factor code' : 'Enter your password';
    if (Object.keys(found).length > 0) {
      setProblems(found);
      const first = (['walletId', 'chainId', 'password'] as const).find((field) => found[field]);
      if (first) document.getElementById(`payout-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const request: ChangePayoutAddressRequest = {
        walletId: Number(values.walletId),
        chainId: Number(values.chainId),
      };
      if (values.password) request.password = values.password;
      else request.code = values.code.trim();
      const state = await change(request);
      setValues(EMPTY);
      setProblems({});
      toast({
        title: 'Payout address change requested',
        description: state.pending
          ? `Effective on ${formatPayoutTime(state.pending.effectiveAt)}.`
          : 'It is shown under Payout address.',
        variant: 'success',
      });
    } catch (failure) {
      const message = mutationErrorMessage(failure, 'Could not change the payout address. Please try again.');
      setRefusal(message);
      toast({ title: 'Payout address not changed', description: message, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Change payout address"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ maxWidth: { sm: 460 } }}
    >
      <Stack spacing={2}>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
            {refusal}
          </Alert>
        ) : null}
        <TextField
          select
          id="payout-walletId"
          label="Wallet"
          value={values.walletId}
          onChange={(event) => set('walletId', event.target.value)}
          error={Boolean(problems.walletId)}
          helperText={problems.walletId ?? 'One of the wallets linked to your account.'}
          required
          fullWidth
        >
          {wallets.map((wallet) => (
            <MenuItem key={wallet.id} value={String(wallet.id)}>
              {walletOption(wallet)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="payout-chainId"
          label="Chain"
          value={values.chainId}
          onChange={(event) => set('chainId', event.target.value)}
          error={Boolean(problems.chainId)}
          helperText={problems.chainId ?? 'The chain payouts are sent on.'}
          required
          fullWidth
        >
          {PAYOUT_CHAIN_IDS.map((chainId) => (
            <MenuItem key={chainId} value={String(chainId)}>
              {chainName(chainId)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="payout-password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={Boolean(problems.password)}
          helperText={problems.password ?? 'Your account password confirms the change.'}
          required={!twoFactorOn}
          fullWidth
        />
        {twoFactorOn ? (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Two-factor authentication is on, so you can give a code from your authenticator app (or a recovery code)
              instead of your password.
            </Typography>
            <TextField
              id="payout-code"
              label="Two-factor code"
              autoComplete="one-time-code"
              value={values.code}
              onChange={(event) => set('code', event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 32 } }}
            />
          </>
        ) : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A new payout address takes effect only after a hold, and you can cancel it until then.
        </Typography>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Requesting...' : 'Request change'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

interface CancelDialogProps {
  pending: PayoutAddressChange;
  cancel: () => Promise<void>;
  onClose: () => void;
}

function CancelChangeDialog({ pending, cancel, onClose }: CancelDialogProps) {
  return (
    <ConfirmActionDialog
      title="Cancel the payout address change?"
      description={`${shortAddress(pending.address)} on ${chainName(pending.chainId)} will not become your payout address.`}
      confirmLabel="Cancel change"
      busyLabel="Cancelling..."
      action={cancel}
      success={{ title: 'Payout address change cancelled', description: 'Payouts keep going to your current address.' }}
      fallbackProblem="Could not cancel the change. Please try again."
      failureTitle="Change not cancelled"
      onClose={onClose}
    />
  );
}

/** Where the partner's payouts go, a change on hold, the form to change it and every change so far. */
export function PayoutAddressTab({ profile }: { profile: PartnerProfile }) {
  const approved = profile.status === 'approved';
  const { state, error, retry, change, cancel } = usePayoutAddress(approved);
  const [cancelling, setCancelling] = useState(false);

  if (!approved) {
    return (
      <SectionCard headingLevel="h3" title="Payout address">
        <EmptyState icon={<AccountBalanceWalletOutlinedIcon />}>
          You can choose a payout address once an admin has approved your partner profile.
        </EmptyState>
      </SectionCard>
    );
  }

  let body;
  if (error) body = <LoadFailure message="We could not load your payout address." onRetry={() => void retry()} />;
  else if (!state) body = <LoadingState minHeight={120} />;
  else {
    body = (
      <Stack spacing={3}>
        <Box>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            Payouts go to
          </Typography>
          <CurrentPayoutAddress current={state.current} />
        </Box>
        {state.pending ? (
          <Box
            aria-label="Pending change"
            role="region"
            sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 2 }}
          >
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Pending change
            </Typography>
            <PendingPayoutAddress pending={state.pending} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {state.current
                ? 'Until then, payouts still go to your current address.'
                : 'Until then, no payouts are sent to it.'}
            </Typography>
            <Button variant="outlined" color="error" size="small" sx={{ mt: 1.5 }} onClick={() => setCancelling(true)}>
              Cancel change
            </Button>
          </Box>
        ) : null}
        <Box>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            Change payout address
          </Typography>
          <ChangePayoutAddressForm enabled={approved} change={change} />
        </Box>
        <Box>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            History
          </Typography>
          <PayoutAddressHistory history={state.history} />
        </Box>
      </Stack>
    );
  }

  return (
    <Box id="payout-address" sx={{ scrollMarginTop: 80 }}>
      <SectionCard
        headingLevel="h3"
        title="Payout address"
        description="The wallet your partner payouts are sent to. A new address takes effect only after a hold, so a change can be noticed and cancelled first."
      >
        {body}
      </SectionCard>
      {cancelling && state?.pending ? (
        <CancelChangeDialog pending={state.pending} cancel={cancel} onClose={() => setCancelling(false)} />
      ) : null}
    </Box>
  );
}
