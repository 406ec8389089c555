import { createdOnFirstUse } from '../../../lib/created-on-first-use';

const dateTime = createdOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
);
const dateOnly = createdOnFirstUse(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter.format(date);
}

export const formatDateTime = (iso: string) => format(dateTime(), iso);
export const formatDate = (iso: string) => format(dateOnly(), iso);
