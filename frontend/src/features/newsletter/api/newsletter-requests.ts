import { ApiError, sendData, serverMessage } from '../../../lib/api-client';
import type {
  NewsletterConfirmationRequest,
  NewsletterStatus,
  NewsletterUnsubscribeRequest,
} from '../../../lib/api-types';

/** failed: the server refused the link (retryable false) or gave no answer (retryable true). */
export type LinkOutcome =
  { kind: 'success'; status: NewsletterStatus } | { kind: 'failed'; message: string; retryable: boolean };

async function postToken(
  path: '/api/newsletter/confirm' | '/api/newsletter/unsubscribe',
  body: NewsletterConfirmationRequest & NewsletterUnsubscribeRequest,
  fallback: string,
) {
  try {
    const { status } =
      path === '/api/newsletter/confirm'
        ? await sendData('POST', '/api/newsletter/confirm', { body })
        : await sendData('POST', '/api/newsletter/unsubscribe', { body });
    return { kind: 'success', status } as const;
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: 'failed', message: serverMessage(error) ?? fallback, retryable: error.status >= 500 } as const;
    }
    return { kind: 'failed', message: `${fallback} Please try again.`, retryable: true } as const;
  }
}

const confirmations = new Map<string, Promise<LinkOutcome>>();

/**
 * A confirmation link works once, so the request for a token is made once per page load even
 * when React runs the page's effect twice (strict mode) or the page mounts again.
 */
export function confirmSubscription(token: string): Promise<LinkOutcome> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = postToken('/api/newsletter/confirm', { token }, 'Failed to confirm your subscription.');
    confirmations.set(token, pending);
  }
  return pending;
}

/** Asks again after an answer that never came (network or server trouble). */
export function retryConfirmation(token: string): Promise<LinkOutcome> {
  confirmations.delete(token);
  return confirmSubscription(token);
}

export function unsubscribe(token: string): Promise<LinkOutcome> {
  return postToken('/api/newsletter/unsubscribe', { token }, 'Failed to unsubscribe.');
}
