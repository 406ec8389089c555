export const ADMIN_PAGE_SIZE = 20;

export function pageCount(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** "21–40 of 45"; "0 of 0" when there is nothing. */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${first}–${last} of ${total}`;
}
