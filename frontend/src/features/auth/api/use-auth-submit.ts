import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../../../lib/api-types';
import { useClearAccountData, useSession } from '../../../lib/session';
import { useToast } from '../../../lib/use-toast';
import { authOutcomeToast, type AuthToastTexts } from '../utils/auth-outcome-toast';
import type { AuthOutcome, Credentials } from './auth-requests';

export interface AuthFlow {
  request: (credentials: Credentials) => Promise<AuthOutcome>;
  toasts: AuthToastTexts;
  /** Where a signed-in user of `role` goes next. */
  destination: (role: Role) => string;
}

/**
 * The submit of the login and signup forms: sends the trimmed username, and on success drops the
 * previous account's cached reads, re-reads the session, greets and redirects; otherwise says why.
 */
export function useAuthSubmit({ request, toasts, destination }: AuthFlow) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { refresh } = useSession();
  const clearAccountData = useClearAccountData();
  const toast = useToast();
  const navigate = useNavigate();

  const submit = useCallback(
    async ({ username, password }: Credentials) => {
      if (isSubmitting) return;
      setIsSubmitting(true);
      const outcome = await request({ username: username.trim(), password });
      if (outcome.kind === 'success') {
        await clearAccountData();
        await refresh();
      }
      toast(authOutcomeToast(outcome, toasts));
      setIsSubmitting(false);
      if (outcome.kind === 'success') navigate(destination(outcome.user.role));
    },
    [clearAccountData, destination, isSubmitting, navigate, refresh, request, toast, toasts],
  );

  return { isSubmitting, submit };
}
