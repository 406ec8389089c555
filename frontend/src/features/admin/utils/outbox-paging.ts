import { ADMIN_PAGE_SIZE } from './pagination';

export const OUTBOX_FIRST_PAGE = `/api/admin/outbox?limit=${ADMIN_PAGE_SIZE}`;

/**
 * Keyset paging goes forward only (each page's `Link` names the next), so the way back is the
 * trail of page URLs already visited: the last one is the page shown.
 */
export type PageTrail = readonly string[];

export const firstPageTrail = (): PageTrail => [OUTBOX_FIRST_PAGE];

export const currentPage = (trail: PageTrail): string => trail[trail.length - 1];

export function nextPageTrail(trail: PageTrail, next: string | null): PageTrail {
  return next ? [...trail, next] : trail;
}

export function previousPageTrail(trail: PageTrail): PageTrail {
  return trail.length > 1 ? trail.slice(0, -1) : trail;
}

/** "21–40 of 45" for the page at this depth of the trail, from the items it actually holds. */
export function trailRangeLabel(trail: PageTrail, itemsOnPage: number, total: number | null, pageSize = ADMIN_PAGE_SIZE): string {
  const first = (trail.length - 1) * pageSize + 1;
  const last = first + itemsOnPage - 1;
  const shown = itemsOnPage > 0 ? `${first}–${last}` : '0';
  return total === null ? shown : `${shown} of ${total}`;
}
