const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/** How long an item has waited, coarse enough to read at a glance: "2 d 4 h", "5 h", "40 min". */
export function formatAge(waitedMs: number): string {
  const minutes = Math.max(0, Math.floor(waitedMs / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(waitedMs / HOUR_MS);
  if (hours < DAY_HOURS) return `${hours} h`;
  const days = Math.floor(hours / DAY_HOURS);
  const rest = hours % DAY_HOURS;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/** "2 d 4 h · target 48 h": the item's age beside the queue's target, which the server sends with it. */
export function reviewAgeText(createdAt: string, targetHours: number, now: number = Date.now()): string {
  const created = Date.parse(createdAt);
  const age = Number.isNaN(created) ? '—' : formatAge(now - created);
  return `${age} · target ${targetHours} h`;
}

/** "Claimed by you" for one's own claim, otherwise the holder's name. */
export function claimLabel(holder: string, viewer: string | undefined): string {
  return holder === viewer ? 'Claimed by you' : `Claimed by ${holder}`;
}
