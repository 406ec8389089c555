import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import type { KeysetList } from '../api/use-keyset-list';
import { isUnauthorizedOrForbidden } from '../utils/access';
import { isFiltered } from '../utils/list-state';
import { KeysetPagingBar } from './KeysetPagingBar';

export interface KeysetListBodyProps<Item> {
  list: KeysetList<Item>;
  /** Names the list in messages and its pages' navigation: "Audit log". */
  label: string;
  emptyText: string;
  emptyIcon: ReactNode;
  children: (items: Item[]) => ReactNode;
}

/** Loading, failure, empty and filled states of one keyset-paged list, with its paging bar. */
export function KeysetListBody<Item>({ list, label, emptyText, emptyIcon, children }: KeysetListBodyProps<Item>) {
  const { page, error, state } = list;
  // Lost sessions and roles are handled once for the whole dashboard.
  if (error && !isUnauthorizedOrForbidden(error)) {
    // A 400 names what the server refused (a stale page link, a bad date), so it is shown with a way out.
    if (errorStatus(error) === 400) {
      return (
        <LoadFailure
          message={serverMessage(error) ?? `We could not load the ${label.toLowerCase()}.`}
          onRetry={list.reset}
          retryLabel="Clear filters"
        />
      );
    }
    return <LoadFailure message={`We could not load the ${label.toLowerCase()}.`} onRetry={list.retry} />;
  }
  if (!page) return <LoadingState />;
  const depth = state.cursors.length;
  const filtered = isFiltered(list.spec, state);
  return (
    <Box aria-busy={list.isBusy}>
      {/* Kept in the layout while idle so the list does not jump when a page starts loading. */}
      <Box aria-hidden="true" sx={{ height: 2, mb: 1, overflow: 'hidden' }}>
        {list.isBusy ? <LinearProgress color="secondary" sx={{ height: 2 }} /> : null}
      </Box>
      {page.overdue !== undefined ? (
        <Typography variant="body2" sx={{ mb: 1, fontWeight: page.overdue > 0 ? 600 : 400 }}>
          {page.overdue === 1 ? '1 overdue in this queue' : `${page.overdue} overdue in this queue`}
        </Typography>
      ) : null}
      {page.items.length === 0 && depth === 0 ? (
        <EmptyState icon={emptyIcon}>
          {filtered ? `No ${label.toLowerCase()} match these filters` : emptyText}
        </EmptyState>
      ) : (
        children(page.items)
      )}
      {page.items.length > 0 || depth > 0 ? (
        <KeysetPagingBar
          label={label}
          depth={depth}
          itemsOnPage={page.items.length}
          total={page.total}
          hasNext={page.next !== null}
          onFirst={list.firstPage}
          onPrevious={list.previousPage}
          onNext={list.nextPage}
        />
      ) : null}
    </Box>
  );
}
