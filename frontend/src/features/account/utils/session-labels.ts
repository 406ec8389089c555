import type { AccountSession } from '../../../lib/api-types';
import { createdOnFirstUse } from '../../../lib/created-on-first-use';

/** "Firefox 133 on Linux", or what is known of it. */
export function sessionDeviceLabel(session: Pick<AccountSession, 'browser' | 'os'>): string {
  if (session.browser && session.os) return `${session.browser} on ${session.os}`;
  return session.browser ?? session.os ?? 'Unknown browser';
}

const dateTime = createdOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));

export function formatSessionTime(value: string | null | undefined): string {
  return value ? dateTime().format(new Date(value)) : 'unknown';
}
