import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { isUnauthorizedOrForbidden } from '../utils/access';

export interface QueueListProps<Item extends { id: number }> {
  label: string;
  items: Item[] | undefined;
  error: unknown;
  retry: () => void;
  emptyText: string;
  emptyIcon: ReactNode;
  renderItem: (item: Item) => ReactNode;
}

/** Loading, failure, empty and filled states of one moderation queue. */
export function QueueList<Item extends { id: number }>({ label, items, error, retry, emptyText, emptyIcon, renderItem }: QueueListProps<Item>) {
  // Lost sessions and roles are handled once for the whole dashboard.
  if (error && !isUnauthorizedOrForbidden(error)) {
    return <LoadFailure message={`We could not load the ${label.toLowerCase()}.`} onRetry={retry} />;
  }
  if (!items) return <LoadingState />;
  if (items.length === 0) return <EmptyState icon={emptyIcon}>{emptyText}</EmptyState>;
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </Stack>
  );
}
