import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import { useQueueClaim } from '../api/use-queue-claim';
import type { BulkDecision } from '../hooks/use-bulk-decision';
import { BULK_KINDS } from '../utils/bulk-decisions';
import { BulkDecisionBar, SelectAllOnPage, type BulkItemAction } from './BulkDecisionBar';
import { QueueItemReview, reviewStateOf } from './QueueItemReview';

export interface QueueSelection<Item> {
  bulk: BulkDecision;
  /** Names an item in the selection's checkbox and the result summary. */
  subjectOf: (item: Item) => string;
  /** Which items have a checkbox; every item when omitted. */
  isSelectable?: (item: Item) => boolean;
  /** Which selected items Approve and Reject act on (pending ones); every selectable one when omitted. */
  isDecidable?: (item: Item) => boolean;
  /** Further actions on the selection, beside Approve and Reject. */
  actions?: readonly BulkItemAction<Item>[];
}

export interface QueueListProps<Item extends { id: number }> {
  label: string;
  items: readonly Item[];
  renderItem: (item: Item) => ReactNode;
  /** Checkboxes per card, "Select all on this page" and the bulk decision bar. */
  selection?: QueueSelection<Item>;
}

/** One page of a moderation queue as a list of cards. */
export function QueueList<Item extends { id: number }>({ label, items, renderItem, selection }: QueueListProps<Item>) {
  const claims = useQueueClaim();
  const selectable = selection ? items.filter((item) => selection.isSelectable?.(item) ?? true) : [];
  const selectableIds = selectable.map((item) => item.id);
  const subjectOf = (id: number) => {
    const item = items.find((candidate) => candidate.id === id);
    return item && selection ? selection.subjectOf(item) : `#${id}`;
  };
  // A pending item shows its age against the target and its claim above the card.
  const cardOf = (item: Item) => {
    const state = reviewStateOf(item);
    if (!selection || !state) return renderItem(item);
    return (
      <>
        <QueueItemReview
          kind={BULK_KINDS[selection.bulk.kind]}
          id={item.id}
          subject={selection.subjectOf(item)}
          state={state}
          claims={claims}
        />
        {renderItem(item)}
      </>
    );
  };
  const toggle = (id: number, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.bulk.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.bulk.setSelected(next);
  };

  return (
    <>
      {selection ? <SelectAllOnPage bulk={selection.bulk} selectableIds={selectableIds} /> : null}
      <Stack component="ul" spacing={2} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            {selection && selectableIds.includes(item.id) ? (
              <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'flex-start' }}>
                <Checkbox
                  checked={selection.bulk.selected.has(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select ${selection.subjectOf(item)}` } }}
                  sx={{ mt: 1, ml: -1 }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>{cardOf(item)}</Box>
              </Stack>
            ) : (
              cardOf(item)
            )}
          </li>
        ))}
      </Stack>
      {selection ? (
        <BulkDecisionBar
          bulk={selection.bulk}
          selectableItems={selectable}
          isDecidable={selection.isDecidable}
          actions={selection.actions}
          subjectOf={subjectOf}
        />
      ) : null}
    </>
  );
}
