import type { ToastOptions } from '../../../lib/use-toast';
import type { AuthOutcome } from '../api/auth-requests';

/** What the login or signup form says about each outcome of its request. */
export interface AuthToastTexts {
  success: { title: string; description: string };
  /** The server refused; its own message is shown when it gave one, else `fallback`. */
  rejected: { title: string; fallback: string };
  /** No usable answer: shown under the title 'Error'. */
  failed: string;
}

export function authOutcomeToast(outcome: AuthOutcome, texts: AuthToastTexts): ToastOptions {
  switch (outcome.kind) {
    case 'success':
      return { ...texts.success, variant: 'success' };
    case 'two-factor':
      return {
        title: 'Two-factor authentication',
        description: outcome.message ?? 'Enter your two-factor code',
        variant: 'info',
      };
    case 'rejected':
      return { title: texts.rejected.title, description: outcome.message ?? texts.rejected.fallback, variant: 'error' };
    case 'failed':
      return { title: 'Error', description: texts.failed, variant: 'error' };
  }
}
