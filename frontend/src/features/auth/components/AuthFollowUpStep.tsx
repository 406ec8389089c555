import type { ReactNode } from 'react';
import type { useAuthSubmit } from '../api/use-auth-submit';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { WalletUsernameForm } from './WalletUsernameForm';

type AuthSubmit = ReturnType<typeof useAuthSubmit>;

/**
 * The step a first answer can open, on /login and /signup alike: the two-factor code (after a
 * password or a wallet), or the username of a wallet no account has. Null while none waits.
 */
export function authFollowUpStep(auth: AuthSubmit): ReactNode | null {
  if (auth.codeStep) {
    return (
      <TwoFactorCodeForm
        isSubmitting={auth.isSubmitting}
        onSubmit={(code) => void auth.submitCode(code)}
        onBack={auth.leaveCodeStep}
      />
    );
  }
  if (auth.newWallet) {
    return (
      <WalletUsernameForm
        wallet={auth.newWallet}
        isSubmitting={auth.isSubmitting}
        onSubmit={(username) => void auth.submitWalletUsername(username)}
        onBack={auth.leaveWalletStep}
      />
    );
  }
  return null;
}
