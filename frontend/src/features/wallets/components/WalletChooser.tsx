import { useId, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import type { BrowserWallet } from '../utils/eip1193';

function WalletIcon({ wallet }: { wallet: BrowserWallet }) {
  return wallet.info.icon ? (
    <Box component="img" src={wallet.info.icon} alt="" sx={{ width: 24, height: 24, borderRadius: 1 }} />
  ) : (
    <AccountBalanceWalletOutlinedIcon aria-hidden="true" />
  );
}

export interface WalletChooserProps {
  wallets: readonly BrowserWallet[];
  onChoose: (wallet: BrowserWallet) => void;
  onCancel: () => void;
  fullWidth?: boolean;
}

/**
 * "Choose a wallet": one button per wallet found in the browser, with its name and icon, and
 * Cancel. It replaces the button that had the focus, so its first wallet takes the focus in the
 * same commit that shows it and no keystroke lands on the page's body in between.
 */
export function WalletChooser({ wallets, onChoose, onCancel, fullWidth }: WalletChooserProps) {
  const chooserId = useId();
  const firstChoiceRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    firstChoiceRef.current?.focus();
  }, []);
  return (
    <Stack spacing={1} role="group" aria-labelledby={chooserId}>
      <Typography id={chooserId} component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        Choose a wallet
      </Typography>
      {wallets.map((wallet, index) => (
        <Button
          key={wallet.info.uuid}
          ref={index === 0 ? firstChoiceRef : undefined}
          variant="outlined"
          fullWidth={fullWidth}
          startIcon={<WalletIcon wallet={wallet} />}
          onClick={() => onChoose(wallet)}
          sx={{ justifyContent: 'flex-start' }}
        >
          {wallet.info.name}
        </Button>
      ))}
      <Button variant="text" color="inherit" onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
        Cancel
      </Button>
    </Stack>
  );
}
