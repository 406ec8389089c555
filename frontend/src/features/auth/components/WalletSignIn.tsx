import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { WalletProof } from '../../../lib/api-types';
import { WalletButton } from '../../wallets/components/WalletButton';
import { NO_WALLET_FOR_SIGN_IN } from '../../wallets/utils/wallet-problems';

/**
 * "Continue with wallet", under the login and signup forms: a known wallet signs its account in,
 * a new one goes on to choose a username. The signing code loads when the button is first used.
 */
export function WalletSignIn({ onProof }: { onProof: (proof: WalletProof) => Promise<string | undefined> }) {
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>or</Divider>
      <WalletButton
        label="Continue with wallet"
        sendingLabel="Signing in..."
        noWalletMessage={NO_WALLET_FOR_SIGN_IN}
        onProof={onProof}
        fullWidth
      />
    </Stack>
  );
}
