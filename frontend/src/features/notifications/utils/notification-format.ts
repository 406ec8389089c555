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

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const calendarDate = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const fullDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday", …; a calendar date once it is over a week old. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return calendarDate.format(time);
}

/** The exact time, for the tooltip of a relative one. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : fullDateTime.format(date);
}

/**
 * Where a notification's link may take the router: only a path on this site. Anything else
 * (another origin, `javascript:`, protocol-relative `//host`) is not followed.
 */
export function sameSitePath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
