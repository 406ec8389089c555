import { createdOnFirstUse } from '../../../lib/created-on-first-use';

/** Over this, the badge shows "99+" instead of the number. */
export const BADGE_MAX = 99;

/** What the badge shows: nothing at 0 (or while the count is unknown), "99+" above the maximum. */
export function unreadBadgeContent(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/** The bell's accessible name, which carries the count the badge shows visually. */
export function bellLabel(count: number | undefined): string {
  const shown = unreadBadgeContent(count);
  return shown ? `Notifications, ${shown} unread` : 'Notifications';
}

const fullDateTime = createdOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);

export { relativeTime } from '../../../lib/relative-time';

/** The exact time, for the tooltip of a relative one. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDateTime().format(date);
}

/**
 * Where a notification's link may take the router: only a path on this site. Anything else
 * (another origin, `javascript:`, protocol-relative `//host`) is not followed.
 */
export function sameSitePath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
