import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../../../lib/api-types';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { authOutcomeToast, type AuthToastTexts } from '../utils/auth-outcome-toast';
import { isPasswordStepAgain, twoFactorLoginRequest, type AuthOutcome, type Credentials } from './auth-requests';

export interface AuthFlow {
  request: (credentials: Credentials) => Promise<AuthOutcome>;
  toasts: AuthToastTexts;
  /** Where a signed-in user of `role` goes next. */
  destination: (role: Role) => string;
}

/**
 * The submit of the login and signup forms: sends the trimmed username, and on success drops the
 * previous account's cached reads, re-reads the session, greets and redirects; otherwise says why.
 * An account with two-factor authentication answers the password with the code step
 * (`codeStep`), which `submitCode` completes the same way.
 */
export function useAuthSubmit({ request, toasts, destination }: AuthFlow) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [codeStep, setCodeStep] = useState(false);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  const run = useCallback(
    async (send: () => Promise<AuthOutcome>) => {
      if (isSubmitting) return;
      setIsSubmitting(true);
      const outcome = await send();
      if (outcome.kind === 'two-factor') {
        setCodeStep(true);
        setIsSubmitting(false);
        return;
      }
      if (outcome.kind === 'success') {
        await clearAccountData();
        await refresh();
      }
      if (isPasswordStepAgain(outcome)) setCodeStep(false);
      toast(authOutcomeToast(outcome, toasts));
      setIsSubmitting(false);
      if (outcome.kind === 'success') void navigate(destination(outcome.user.role));
    },
    [clearAccountData, destination, isSubmitting, navigate, refresh, toast, toasts],
  );

  const submit = useCallback(
    ({ username, password }: Credentials) => run(() => request({ username: username.trim(), password })),
    [request, run],
  );
  const submitCode = useCallback((code: string) => run(() => twoFactorLoginRequest(code.trim())), [run]);
  const leaveCodeStep = useCallback(() => setCodeStep(false), []);

  return { isSubmitting, submit, codeStep, submitCode, leaveCodeStep };
}
