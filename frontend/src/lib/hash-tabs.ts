import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The tab the URL hash names, so a reload or a shared link reopens it; the first tab otherwise. */
export function tabNamedByHash<Id extends string>(tabs: readonly { id: Id }[], hash: string): Id {
  let requested: string;
  try {
    requested = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return tabs[0].id;
  }
  return tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;
}

/**
 * The open tab, kept in the URL hash; the first tab leaves the hash empty. The query string stays,
 * as with a same-page #link, so state kept there (a panel's range or filters) survives a tab change.
 */
export function useHashTab<Id extends string>(tabs: readonly { id: Id }[]): [Id, (tab: Id) => void] {
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const firstTab = tabs[0].id;
  const openTab = useCallback(
    (tab: Id) => navigate({ search, hash: tab === firstTab ? '' : tab }, { replace: true, preventScrollReset: true }),
    [navigate, firstTab, search],
  );
  return [tabNamedByHash(tabs, hash), openTab];
}
