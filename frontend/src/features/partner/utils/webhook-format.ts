import type { WebhookDelivery, WebhookDeliveryStatus } from '../../../lib/api-types';

const URL_MAX_LENGTH = 2048;

/**
 * What is wrong with an endpoint URL as typed, or null. The server decides the rest: it requires
 * https (a local test set-up may allow http) and refuses hosts that are or resolve to private
 * addresses, and the form shows its message.
 */
export function endpointUrlProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return 'Enter the URL your server receives events on';
  if (url.length > URL_MAX_LENGTH) return `The URL must be at most ${URL_MAX_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Enter a full URL such as https://example.com/webhooks';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The endpoint must be an https:// URL';
  if (parsed.username || parsed.password) return 'The URL must not contain a user name or password';
  return null;
}

export const DELIVERY_STATUS_CHIPS: Record<
  WebhookDeliveryStatus,
  { label: string; color: 'default' | 'success' | 'error' }
> = {
  pending: { label: 'Pending', color: 'default' },
  succeeded: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export const EVENT_TYPE_LABELS: Record<WebhookDelivery['eventType'], string> = {
  'referral.converted': 'Conversion',
  'referral.test': 'Test event',
};

/** "HTTP 500", or the error when no status came back, or "Not tried yet". */
export function lastAttemptSummary(
  delivery: Pick<WebhookDelivery, 'attempts' | 'lastResponseCode' | 'lastError'>,
): string {
  if (delivery.attempts === 0) return 'Not tried yet';
  const code = delivery.lastResponseCode === null ? null : `HTTP ${delivery.lastResponseCode}`;
  if (code && delivery.lastError) return `${code}: ${delivery.lastError}`;
  return code ?? delivery.lastError ?? '';
}

export function attemptsLabel(attempts: number): string {
  return attempts === 1 ? '1 attempt' : `${attempts} attempts`;
}

export { relativeTime } from '../../../lib/relative-time';

/** The secret as shown while hidden: its prefix and a fixed mask, so its length tells nothing. */
export function maskedSecret(secret: string): string {
  return `${secret.slice(0, 6)}${'•'.repeat(24)}`;
}
