import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NewWallet, Role, WalletProof } from '../../../lib/api-types';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { authOutcomeToast, type AuthToastTexts } from '../utils/auth-outcome-toast';
import { isPasswordStepAgain, twoFactorLoginRequest, type AuthOutcome, type Credentials } from './auth-requests';
import { walletLoginRequest, walletSignupRequest } from './wallet-auth-requests';
import { loginFlow, signupFlow } from './auth-flows';

export interface AuthFlow {
  request: (credentials: Credentials) => Promise<AuthOutcome>;
  toasts: AuthToastTexts;
  /** Where a signed-in user of `role` goes next. */
  destination: (role: Role) => string;
}

/** What the wallet panel shows when the server refused a signed message without a message of its own. */
const WALLET_LOGIN_REFUSED = 'The server did not accept the signature. Please try again.';

/**
 * The submit of the login and signup forms: sends the trimmed username, and on success drops the
 * previous account's cached reads, re-reads the session, greets and redirects; otherwise says why.
 * An account with two-factor authentication answers the password with the code step
 * (`codeStep`), which `submitCode` completes the same way.
 *
 * A wallet signs in through the same steps (`submitWalletProof`, with the login's texts and
 * destination on either page); a wallet no account has opens the username step (`newWallet`),
 * which `submitWalletUsername` completes as a signup.
 */
export function useAuthSubmit(flow: AuthFlow) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const [newWallet, setNewWallet] = useState<NewWallet | null>(null);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  /** Everything after the server's answer, but the busy state. */
  const settle = useCallback(
    async (outcome: AuthOutcome, { toasts, destination }: AuthFlow): Promise<void> => {
      if (outcome.kind === 'two-factor') {
        setCodeStep(true);
        return;
      }
      if (outcome.kind === 'success') {
        await clearAccountData();
        await refresh();
      }
      if (isPasswordStepAgain(outcome)) setCodeStep(false);
      toast(authOutcomeToast(outcome, toasts));
      if (outcome.kind === 'success') {
        setNewWallet(null);
        void navigate(destination(outcome.user.role));
      }
    },
    [clearAccountData, navigate, refresh, toast],
  );

  const run = useCallback(
    async (send: () => Promise<AuthOutcome>, texts: AuthFlow) => {
      if (isSubmitting) return;
      setIsSubmitting(true);
      try {
        await settle(await send(), texts);
      } finally {
        setIsSubmitting(false);
      }
    },
    [isSubmitting, settle],
  );

  const submit = useCallback(
    ({ username, password }: Credentials) => run(() => flow.request({ username: username.trim(), password }), flow),
    [flow, run],
  );
  const submitCode = useCallback((code: string) => run(() => twoFactorLoginRequest(code.trim()), loginFlow), [run]);
  const leaveCodeStep = useCallback(() => setCodeStep(false), []);

  /** Signs in with a signed wallet message; answers the problem for the wallet panel to show, if any. */
  const submitWalletProof = useCallback(
    async (proof: WalletProof): Promise<string | undefined> => {
      const outcome = await walletLoginRequest(proof);
      if (outcome.kind === 'new-wallet') {
        setNewWallet(outcome.wallet);
        return undefined;
      }
      if (outcome.kind === 'rejected') return outcome.message ?? WALLET_LOGIN_REFUSED;
      if (outcome.kind === 'failed') return loginFlow.toasts.failed;
      await settle(outcome, loginFlow);
      return undefined;
    },
    [settle],
  );
  const submitWalletUsername = useCallback(
    (username: string) => run(() => walletSignupRequest(username.trim()), signupFlow),
    [run],
  );
  const leaveWalletStep = useCallback(() => setNewWallet(null), []);

  return {
    isSubmitting,
    submit,
    codeStep,
    submitCode,
    leaveCodeStep,
    newWallet,
    submitWalletProof,
    submitWalletUsername,
    leaveWalletStep,
  };
}
