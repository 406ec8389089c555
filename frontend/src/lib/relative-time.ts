import { createdOnFirstUse } from './created-on-first-use';

const relative = createdOnFirstUse(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));
const calendarDate = createdOnFirstUse(() => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "5 minutes ago", "yesterday", …; a calendar date once it is over a week old. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now.getTime() - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative().format(-Math.floor(elapsed / DAY), 'day');
  return calendarDate().format(time);
}
