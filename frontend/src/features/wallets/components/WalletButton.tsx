import { useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { visuallyHidden } from '../../../components/visually-hidden';
import { chainName } from '../utils/chains';
import { WALLETCONNECT_UUID } from '../utils/walletconnect-wallet';
import { useWalletFlow, type ProofHandler, type WalletStep } from './use-wallet-flow';
import { WalletChooser } from './WalletChooser';
import { WalletConnectPairing } from './WalletConnectPairing';

export interface WalletButtonProps {
  /** The button that starts, e.g. "Continue with wallet" or "Link a wallet". */
  label: string;
  /** Shown while the server checks the signature, e.g. "Signing in...". */
  sendingLabel: string;
  noWalletMessage: string;
  onProof: ProofHandler;
  fullWidth?: boolean;
}

function statusText(step: WalletStep, sendingLabel: string): string | null {
  switch (step.kind) {
    case 'discovering':
      return 'Looking for wallets...';
    case 'waiting':
      if (step.wallet.info.uuid !== WALLETCONNECT_UUID)
        return `Waiting for ${step.wallet.info.name}: confirm in your wallet.`;
      if (step.walletConnect?.stage === 'pairing') return 'Waiting for your wallet app to connect...';
      if (step.walletConnect?.stage === 'connected') return 'Waiting for WalletConnect: confirm in your wallet app.';
      return 'Connecting to WalletConnect...';
    case 'sending':
      return sendingLabel;
    default:
      return null;
  }
}

/**
 * A wallet's way in (sign in, sign up, link): the button, the choice among several wallets, the
 * waiting, the wrong-network offer to switch, and what went wrong.
 */
export function WalletButton({ label, sendingLabel, noWalletMessage, onProof, fullWidth }: WalletButtonProps) {
  const { step, start, choose, switchNetwork, reset } = useWalletFlow({ onProof, noWalletMessage });
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = step.kind === 'discovering' || step.kind === 'waiting' || step.kind === 'sending';
  const status = statusText(step, sendingLabel);
  const problem = step.kind === 'problem' ? step.message : null;

  // A problem takes the focus from the button that started, so it is read out and Tab goes on from it.
  useLayoutEffect(() => {
    if (problem || step.kind === 'wrong-network') alertRef.current?.focus();
  }, [problem, step.kind]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {step.kind === 'waiting' && step.walletConnect?.stage === 'pairing' ? (
        <WalletConnectPairing pairing={step.walletConnect.pairing} onCancel={reset} />
      ) : step.kind === 'choosing' ? (
        <WalletChooser
          wallets={step.wallets}
          onChoose={(wallet) => void choose(wallet)}
          onCancel={reset}
          fullWidth={fullWidth}
        />
      ) : (
        <Button
          variant="outlined"
          size="large"
          fullWidth={fullWidth}
          disabled={busy}
          startIcon={
            busy ? (
              <CircularProgress size={18} aria-hidden="true" />
            ) : (
              <AccountBalanceWalletOutlinedIcon aria-hidden="true" />
            )
          }
          onClick={() => void start()}
          sx={{ alignSelf: fullWidth ? undefined : 'flex-start' }}
        >
          {label}
        </Button>
      )}
      {step.kind === 'waiting' &&
      step.walletConnect?.stage !== 'pairing' &&
      step.wallet.info.uuid === WALLETCONNECT_UUID ? (
        <Button variant="text" color="inherit" onClick={reset} sx={{ alignSelf: 'flex-start' }}>
          Cancel
        </Button>
      ) : null}
      {/* Always in the page, so that what it says is read out; takes no room while it says nothing. */}
      <Typography role="status" variant="body2" sx={status ? { color: 'text.secondary' } : visuallyHidden}>
        {status}
      </Typography>
      {step.kind === 'wrong-network' ? (
        <Alert ref={alertRef} tabIndex={-1} severity="warning">
          Your wallet is on {chainName(step.chainId)}, which this site does not accept. Switch to{' '}
          {chainName(step.target)} to continue.
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" color="inherit" size="small" onClick={() => void switchNetwork()}>
              Switch to {chainName(step.target)}
            </Button>
          </Box>
        </Alert>
      ) : null}
      {problem ? (
        <Alert ref={alertRef} tabIndex={-1} severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
