import type { ListPage, ListWindow } from '../paging/list-window';
import type { CacheTag } from './cached-tables';
import type { ChangeNotifiedCache } from './change-notified-cache';

/**
 * One page of an admin list through the change-notified cache: the page and its total are the
 * same for every admin until a table the list reads from changes, and the COUNT of a searched,
 * filtered list over a large table is the costly half of answering it. The key is the list's name
 * and every field of the window, in a fixed order. Exports (which read without the total, in
 * chunks of a thousand) go straight to the database and are not stored.
 */
export function cachedListPage<W extends ListWindow, T>(
  cache: ChangeNotifiedCache,
  list: string,
  tags: readonly CacheTag[],
  window: W,
  load: () => Promise<ListPage<T>>,
): Promise<ListPage<T>> {
  if (window.withoutTotal) return load();
  return cache.read({ key: listPageKey(list, window), tags }, load);
}

export function listPageKey(list: string, window: ListWindow): string {
  const fields = Object.entries(window)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `list:${list}:${JSON.stringify(fields)}`;
}
