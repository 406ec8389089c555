import type { ApiOperation, ApiPath } from '../../../lib/api-client';
import type { ListPath } from '../../../lib/keyset-page';

export const ADMIN_PAGE_SIZE = 20;
export const LIST_SEARCH_MAX_LENGTH = 100;

export type SortOrder = 'oldest' | 'newest';

export interface ListFilterOption {
  value: string;
  label: string;
}

/** A named filter of one list: its query parameter, shown as a select. */
export interface ListFilter<Key extends string = string> {
  key: Key;
  label: string;
  allLabel: string;
  options: readonly ListFilterOption[];
}

/** The query parameters the list at `Path` takes, as the API document names them. */
export type ListQueryKey<Path extends ListPath> = keyof NonNullable<ApiOperation<'GET', Path>['parameters']['query']> &
  string;

/** The query parameters list-state writes itself: search, dates, sort and paging. */
type OwnQueryKey = 'q' | 'from' | 'to' | 'sort' | 'limit' | 'cursor';

/** `Value` when the list at `Path` takes the query parameter `Key`, else nothing may be given. */
type IfTakes<Path extends ListPath, Key extends string, Value> = Key extends ListQueryKey<Path> ? Value : never;

/**
 * What the admin list at `Path` can be searched, filtered and sorted by (the admin-lists
 * contract), checked against the API document: a filter's key is one of the path's query
 * parameters, and a search, a date range or a sort order only for a list whose path takes them.
 */
export interface ListSpecOf<Path extends ListPath> {
  /** Prefixes this list's keys in the page's query string (`audit.q`), so lists on one page never clash. */
  prefix: string;
  endpoint: Path;
  /** Absent for lists without free-text search. */
  searchLabel?: IfTakes<Path, 'q', string>;
  searchMaxLength?: IfTakes<Path, 'q', number>;
  filters: readonly ListFilter<Exclude<ListQueryKey<Path>, OwnQueryKey>>[];
  /** Absent for lists the server does not sort on request. */
  defaultSort?: IfTakes<Path, 'sort', SortOrder>;
  dateRange?: IfTakes<Path, 'from' | 'to', boolean>;
  exportEndpoint?: ApiPath;
  exportFileName?: string;
}

/** The spec of any admin list (of one of the paths in `Path`). */
export type ListSpec<Path extends ListPath = ListPath> = Path extends ListPath ? ListSpecOf<Path> : never;

/** One list's search, filters, sort and position, as kept in the page's query string. */
export interface ListState {
  q: string;
  sort: SortOrder | undefined;
  from: string;
  to: string;
  filters: Readonly<Record<string, string>>;
  /** The cursors of the pages walked through after the first; the last one is the page shown. */
  cursors: readonly string[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^[A-Za-z0-9_\-.~=]{1,200}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const keyOf = (spec: ListSpec, name: string) => `${spec.prefix}.${name}`;

export function defaultListState(spec: ListSpec): ListState {
  return { q: '', sort: spec.defaultSort, from: '', to: '', filters: {}, cursors: [] };
}

/** The list's state named by the query string; anything unknown or malformed reads as unset. */
export function listStateFrom(search: URLSearchParams, spec: ListSpec): ListState {
  const read = (name: string) => search.get(keyOf(spec, name)) ?? '';
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const value = read(filter.key);
    if (filter.options.some((option) => option.value === value)) filters[filter.key] = value;
  }
  const sort = read('sort');
  const date = (name: string) => (spec.dateRange && isIsoDate(read(name)) ? read(name) : '');
  return {
    q: spec.searchLabel
      ? read('q')
          .trim()
          .slice(0, spec.searchMaxLength ?? LIST_SEARCH_MAX_LENGTH)
      : '',
    sort: spec.defaultSort && (sort === 'oldest' || sort === 'newest') ? sort : spec.defaultSort,
    from: date('from'),
    to: date('to'),
    filters,
    cursors: search.getAll(keyOf(spec, 'cursor')).filter((cursor) => CURSOR.test(cursor)),
  };
}

/** The page's query string holding this state; other parameters stay, defaults are left out. */
export function searchWithListState(search: URLSearchParams, spec: ListSpec, state: ListState): string {
  const next = new URLSearchParams();
  const own = `${spec.prefix}.`;
  for (const [key, value] of search) if (!key.startsWith(own)) next.append(key, value);
  const q = state.q.trim();
  if (q) next.set(keyOf(spec, 'q'), q);
  for (const filter of spec.filters) {
    const value = state.filters[filter.key];
    if (value) next.set(keyOf(spec, filter.key), value);
  }
  if (state.from) next.set(keyOf(spec, 'from'), state.from);
  if (state.to) next.set(keyOf(spec, 'to'), state.to);
  if (state.sort && state.sort !== spec.defaultSort) next.set(keyOf(spec, 'sort'), state.sort);
  for (const cursor of state.cursors) next.append(keyOf(spec, 'cursor'), cursor);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The server's query for this state without paging: what both the list and its CSV export take. */
export function listQuery(spec: ListSpec, state: ListState): URLSearchParams {
  const query = new URLSearchParams();
  const q = state.q.trim();
  if (q) query.set('q', q);
  for (const filter of spec.filters) {
    const value = state.filters[filter.key];
    if (value) query.set(filter.key, value);
  }
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  if (spec.defaultSort && state.sort) query.set('sort', state.sort);
  return query;
}

/** The URL of the page this state shows: the first page, or the one after the last cursor walked. */
export function pageUrl(spec: ListSpec, state: ListState, limit = ADMIN_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const [key, value] of listQuery(spec, state)) query.set(key, value);
  const cursor = state.cursors[state.cursors.length - 1];
  if (cursor) query.set('cursor', cursor);
  return `${spec.endpoint}?${query.toString()}`;
}

export function exportUrl(spec: ListSpec, state: ListState): string | null {
  if (!spec.exportEndpoint) return null;
  const query = listQuery(spec, state).toString();
  return query ? `${spec.exportEndpoint}?${query}` : spec.exportEndpoint;
}

/** The cursor of the `rel="next"` target (same query plus `cursor`, per the contract). */
export function cursorOf(nextUrl: string | null): string | null {
  if (!nextUrl) return null;
  const cursor = new URL(nextUrl, 'http://same-origin.invalid').searchParams.get('cursor');
  return cursor && CURSOR.test(cursor) ? cursor : null;
}

/** A change of search, filter, dates or sort starts again at the first page. */
export function withChanges(state: ListState, changes: Partial<Omit<ListState, 'cursors'>>): ListState {
  return { ...state, ...changes, filters: { ...state.filters, ...changes.filters }, cursors: [] };
}

export function isFiltered(spec: ListSpec, state: ListState): boolean {
  return Boolean(state.q || state.from || state.to || spec.filters.some((filter) => state.filters[filter.key]));
}

/** "21–40 of 45" for the page at this depth, from the items it actually holds. */
export function pageRangeLabel(
  depth: number,
  itemsOnPage: number,
  total: number | null,
  pageSize = ADMIN_PAGE_SIZE,
): string {
  const first = depth * pageSize + 1;
  const shown = itemsOnPage > 0 ? `${first}–${first + itemsOnPage - 1}` : '0';
  return total === null ? shown : `${shown} of ${total}`;
}
