import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { fetchKeysetPage, type KeysetPage } from '../../../lib/keyset-page';
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

/**
 * One admin list whose search, filters, sort and page live in the page's query string, so a
 * reload, back/forward or a shared link shows the same page; the list reads what the URL says.
 */
export function useKeysetList<Item>(spec: ListSpec, failureMessage: string, enabled = true): KeysetList<Item> {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const state = useMemo(() => listStateFrom(search, spec), [search, spec]);
  const url = pageUrl(spec, state);

  const { data, error, isValidating, mutate } = useSWR<KeysetPage<Item>, unknown>(
    enabled ? url : null,
    (key: string) => fetchKeysetPage<Item>(key, failureMessage),
    // Lists change while the dashboard is open, so a page shown again is read again.
    { keepPreviousData: true, revalidateOnMount: true },
  );

  const go = useCallback(
    (next: ListState, replace = false) => {
      void navigate(
        { search: searchWithListState(search, spec, next), hash: location.hash },
        { replace, preventScrollReset: true },
      );
    },
    [navigate, search, spec, location.hash],
  );

  const next = cursorOf(data?.next ?? null);
  return {
    spec,
    state,
    page: data,
    isBusy: isValidating,
    error,
    retry: () => void mutate(),
    change: (changes, options) => go(withChanges(state, changes), options?.replace),
    reset: () => go(defaultListState(spec)),
    nextPage: () => {
      // While the next page loads, the page still shown names the cursor already walked.
      if (next && next !== state.cursors[state.cursors.length - 1]) go({ ...state, cursors: [...state.cursors, next] });
    },
    previousPage: () => go({ ...state, cursors: state.cursors.slice(0, -1) }),
    firstPage: () => go({ ...state, cursors: [] }),
    exportHref: exportUrl(spec, state),
  };
}
