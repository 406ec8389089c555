import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { WalletConnectPairing as Pairing } from '../utils/walletconnect-wallet';

/**
 * WalletConnect's pairing link: a QR code for a wallet app on another device, the link itself for
 * a wallet on this one (phones open `wc:` links in the wallet app), and a way to copy it.
 */
export function WalletConnectPairing({ pairing, onCancel }: { pairing: Pairing; onCancel: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pairing.uri);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={1.5} role="group" aria-label="Connect with WalletConnect" sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Scan this code with your wallet app, or open the link in a wallet on this device.
      </Typography>
      <Box
        component="img"
        src={pairing.qrCode}
        alt="QR code of the WalletConnect link"
        sx={{ width: 220, height: 220, maxWidth: '100%', bgcolor: '#fff', borderRadius: 1, p: 1 }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ width: '100%', justifyContent: 'center' }}>
        <Button variant="outlined" href={pairing.uri} startIcon={<OpenInNewIcon aria-hidden="true" />}>
          Open in wallet app
        </Button>
        <Button variant="outlined" onClick={() => void copy()} startIcon={<ContentCopyIcon aria-hidden="true" />}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
        <Button variant="text" color="inherit" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
