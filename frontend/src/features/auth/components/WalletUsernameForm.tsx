import { useLayoutEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { NewWallet } from '../../../lib/api-types';
import { useToast } from '../../../lib/use-toast';
import { chainName, shortAddress } from '../../wallets/utils/chains';
import { USERNAME_MIN_LENGTH, usernameProblem } from '../utils/signup-validation';
import { AuthField, AuthForm, signupScreen } from './AuthForm';

const USERNAME_FIELD_ID = 'wallet-signup-username';

export interface WalletUsernameFormProps {
  wallet: NewWallet;
  isSubmitting: boolean;
  onSubmit: (username: string) => void;
  onBack: () => void;
}

/** After a wallet no account has signed: the username of the account it creates. */
export function WalletUsernameForm({ wallet, isSubmitting, onSubmit, onBack }: WalletUsernameFormProps) {
  const [username, setUsername] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const toast = useToast();

  useLayoutEffect(() => {
    document.getElementById(USERNAME_FIELD_ID)?.focus();
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = usernameProblem(username);
    setProblem(found);
    if (found) {
      toast({ title: 'Error', description: found, variant: 'error' });
      document.getElementById(USERNAME_FIELD_ID)?.focus();
      return;
    }
    onSubmit(username);
  };

  return (
    <AuthForm
      {...signupScreen}
      subtitle="Choose a username for the account of your wallet"
      onSubmit={handleSubmit}
      isSubmitting={isSubmitting}
    >
      <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Wallet{' '}
        <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }} title={wallet.address}>
          {shortAddress(wallet.address)}
        </Typography>{' '}
        on {chainName(wallet.chainId)} will sign you in to this account.
      </Typography>
      <AuthField
        id={USERNAME_FIELD_ID}
        name="username"
        label="Username"
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setProblem(undefined);
        }}
        autoComplete="username"
        error={Boolean(problem)}
        helperText={problem ?? `At least ${USERNAME_MIN_LENGTH} characters`}
        slotProps={{ htmlInput: { minLength: USERNAME_MIN_LENGTH } }}
      />
      <Button variant="text" onClick={onBack} disabled={isSubmitting}>
        Back
      </Button>
    </AuthForm>
  );
}
