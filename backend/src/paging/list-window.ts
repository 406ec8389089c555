/** Creation order of a list: oldest first or newest first, ties broken by id in the same direction. */
export const LIST_SORTS = ['oldest', 'newest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A row's place in creation order: its creation time in microseconds since 1970 and its id, both as exact decimals. */
export interface TimeKey {
  createdAtUs: string;
  id: string;
}

/** What one page of a searchable, filterable list asks for; every list adds its own named filters. */
export interface ListWindow {
  q?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  sort: ListSort;
  after?: TimeKey;
  limit: number;
  /** Exports read page after page and need the total only once. */
  withoutTotal?: boolean;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  next: TimeKey | null;
}

/** Every item a window matches, read a chunk at a time in the window's order (exports). */
export async function readAll<T, W extends ListWindow>(
  readPage: (window: W) => Promise<ListPage<T>>,
  window: Omit<W, 'limit' | 'after'>,
  chunk = 1000,
): Promise<T[]> {
  const items: T[] = [];
  let after: TimeKey | undefined;
  for (;;) {
    const page = await readPage({ ...window, limit: chunk, after, withoutTotal: true } as W);
    items.push(...page.items);
    if (!page.next) return items;
    after = page.next;
  }
}
