import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

export interface QueueListProps<Item extends { id: number }> {
  label: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
}

/** One page of a moderation queue as a list of cards. */
export function QueueList<Item extends { id: number }>({ label, items, renderItem }: QueueListProps<Item>) {
  return (
    <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </Stack>
  );
}
