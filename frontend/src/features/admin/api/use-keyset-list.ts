import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { fetchKeysetPage, type KeysetPage, type ListItem, type ListPath } from '../../../lib/keyset-page';
import {
  cursorOf,
  defaultListState,
  exportUrl,
  listStateFrom,
  pageUrl,
  searchWithListState,
  withChanges,
  type ListSpec,
  type ListState,
} from '../utils/list-state';

export interface KeysetList<Item> {
  spec: ListSpec;
  state: ListState;
  page: KeysetPage<Item> | undefined;
  /** True while a page is on its way (the page before may still show). */
  isBusy: boolean;
  error: unknown;
  retry: () => void;
  /** Applies a new search, filter, date or sort and goes back to the first page. */
  change: (changes: Partial<Omit<ListState, 'cursors'>>, options?: { replace?: boolean }) => void;
  reset: () => void;
  nextPage: () => void;
  previousPage: () => void;
  firstPage: () => void;
  exportHref: string | null;
}

/** The lists whose items are `Item`s, as the API document describes their pages. */
export type ListPathOf<Item> = { [Path in ListPath]: ListItem<Path> extends Item ? Path : never }[ListPath];

/**
 * One admin list whose search, filters, sort and page live in the page's query string, so a
 * reload, back/forward or a shared link shows the same page; the list reads what the URL says.
 * `spec` must be the spec of a list whose items are `Item`s, so a list shown as rows of another
 * type fails to compile.
 */
export function useKeysetList<Item>(
  spec: ListSpec<ListPathOf<Item>>,
  failureMessage: string,
  enabled = true,
): KeysetList<Item> {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => listStateFrom(search, spec), [search, spec]);
  // The router shows a new address in a transition, so a render caused by typing can still show
  // the address before the last change (a filter just chosen). A change made before that
  // transition lands builds on what was last asked for, not on what the render still shows.
  const asked = useRef<{ from: string; search: string } | null>(null);
  const searchNow = useCallback(
    () => new URLSearchParams(asked.current?.from === location.key ? asked.current.search : location.search),
    [location.key, location.search],
  );
  const url = pageUrl(spec, state);

  const { data, error, isValidating, mutate } = useSWR<KeysetPage<Item>, unknown>(
    enabled ? url : null,
    // The spec's path answers `Item`s (its type says so), which the compiler cannot see for every `Item`.
    (key: string) => fetchKeysetPage(spec.endpoint, key, failureMessage) as Promise<KeysetPage<Item>>,
    // Lists change while the dashboard is open, so a page shown again is read again.
    { keepPreviousData: true, revalidateOnMount: true },
  );

  const latestState = () => listStateFrom(searchNow(), spec);
  const go = useCallback(
    (next: ListState, replace = false) => {
      const nextSearch = searchWithListState(searchNow(), spec, next);
      asked.current = { from: location.key, search: nextSearch };
      void navigate({ search: nextSearch, hash: location.hash }, { replace, preventScrollReset: true });
    },
    [navigate, searchNow, spec, location.key, location.hash],
  );

  const next = cursorOf(data?.next ?? null);
  return {
    spec,
    state,
    page: data,
    isBusy: isValidating,
    error,
    retry: () => void mutate(),
    // Each step builds on the last one asked for (see `asked`), not on what the render shows.
    change: (changes, options) => go(withChanges(latestState(), changes), options?.replace),
    reset: () => go(defaultListState(spec)),
    nextPage: () => {
      // While the next page loads, the page still shown names the cursor already walked.
      const latest = latestState();
      if (next && next !== latest.cursors[latest.cursors.length - 1])
        go({ ...latest, cursors: [...latest.cursors, next] });
    },
    previousPage: () => {
      const latest = latestState();
      go({ ...latest, cursors: latest.cursors.slice(0, -1) });
    },
    firstPage: () => go({ ...latestState(), cursors: [] }),
    exportHref: exportUrl(spec, state),
  };
}
