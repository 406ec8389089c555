import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReasonCode } from '../../../lib/api-types';
import type { BulkDecision } from '../hooks/use-bulk-decision';
import { MODERATION_KINDS } from '../utils/moderation-kinds';
import { DEFAULT_REASON } from '../utils/reason-codes';
import { DecisionButtons } from './DecisionButtons';
import { DecisionDialog } from './DecisionDialog';

/** "Select all on this page" above a queue page; `selectableIds` are the page's pending items. */
export function SelectAllOnPage({ bulk, selectableIds }: { bulk: BulkDecision; selectableIds: readonly number[] }) {
  const { selected } = bulk;
  if (selectableIds.length === 0) return null;
  const setAll = (checked: boolean) => bulk.setSelected(new Set(checked ? selectableIds : []));
  const all = selectableIds.every((id) => selected.has(id));
  const some = !all && selectableIds.some((id) => selected.has(id));
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={<Checkbox checked={all} indeterminate={some} onChange={(event) => setAll(event.target.checked)} />}
      label={<Typography variant="body2">Select all on this page</Typography>}
    />
  );
}

/** Another action on the selection (beside Approve and Reject), with the dialog that carries it out. */
export interface BulkItemAction<Item> {
  label: string;
  icon?: ReactNode;
  /** The selected items it acts on; the button shows while any is selected. */
  appliesTo: (item: Item) => boolean;
  /** The dialog, given the items it acts on as they were when it opened. */
  renderDialog: (props: {
    items: readonly Item[];
    subjectOf: (id: number) => string;
    onClose: () => void;
  }) => ReactNode;
}

export interface BulkDecisionBarProps<Item extends { id: number }> {
  bulk: BulkDecision;
  /** The page's selectable items. */
  selectableItems: readonly Item[];
  /** Which selected items Approve and Reject act on; every one when omitted. */
  isDecidable?: (item: Item) => boolean;
  actions?: readonly BulkItemAction<Item>[];
  subjectOf: (id: number) => string;
}

/** The sticky "N selected — Approve / Reject" bar, its one-note dialog, any further actions and the per-item result. */
export function BulkDecisionBar<Item extends { id: number }>({
  bulk,
  selectableItems,
  isDecidable,
  actions = [],
  subjectOf,
}: BulkDecisionBarProps<Item>) {
  const { kind } = bulk;
  const text = MODERATION_KINDS[kind];
  const [isOpen, setIsOpen] = useState(false);
  const [approveChosen, setApproveChosen] = useState(false);
  const [note, setNote] = useState('');
  const [reasonCode, setReasonCode] = useState<ReasonCode>(DEFAULT_REASON);
  // The open action's dialog keeps the items it opened with: the selection is cleared once it is done.
  const [openAction, setOpenAction] = useState<{ label: string; items: readonly Item[] } | null>(null);
  // Looked up on every render, so its dialog sees the bulk state (busy, problem) as it is now.
  const actionOpen = openAction ? actions.find((action) => action.label === openAction.label) : undefined;
  const selectedItems = selectableItems.filter((item) => bulk.selected.has(item.id));
  const ids = selectedItems.filter((item) => isDecidable?.(item) ?? true).map((item) => item.id);
  const clear = () => bulk.setSelected(new Set());
  const withReason = kind === 'submission' || kind === 'article';

  const open = (approve: boolean) => {
    bulk.dismiss();
    setNote('');
    setReasonCode(DEFAULT_REASON);
    setApproveChosen(approve);
    setIsOpen(true);
  };

  const openActionFor = (action: BulkItemAction<Item>) => {
    bulk.dismiss();
    setOpenAction({ label: action.label, items: selectedItems.filter(action.appliesTo) });
  };

  const confirm = async () => {
    if (bulk.busy || ids.length === 0) return;
    const summary = await bulk.decide(
      ids,
      subjectOf,
      approveChosen,
      note,
      withReason && !approveChosen ? reasonCode : undefined,
    );
    if (summary) setIsOpen(false);
  };

  return (
    <>
      {selectedItems.length > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Selected items"
          sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 2, p: 1.5, backgroundColor: 'background.paper' }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
              {`${selectedItems.length} selected`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {ids.length > 0 ? (
                <DecisionButtons
                  approveLabel={`${text.approveLabel} selected`}
                  rejectLabel={`${text.rejectLabel} selected`}
                  disabled={bulk.busy}
                  onApprove={() => open(true)}
                  onReject={() => open(false)}
                />
              ) : null}
              {actions
                .filter((action) => selectedItems.some(action.appliesTo))
                .map((action) => (
                  <Button
                    key={action.label}
                    variant="outlined"
                    size="small"
                    startIcon={action.icon}
                    disabled={bulk.busy}
                    onClick={() => openActionFor(action)}
                  >
                    {action.label}
                  </Button>
                ))}
              <Button variant="text" color="inherit" size="small" disabled={bulk.busy} onClick={clear}>
                Clear selection
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
      <DecisionDialog
        open={isOpen}
        kind={kind}
        approve={approveChosen}
        subject={`${ids.length} selected`}
        count={ids.length}
        note={note}
        busy={bulk.busy}
        problem={bulk.problem ?? undefined}
        onNoteChange={setNote}
        reason={withReason ? { code: reasonCode, onChange: setReasonCode } : undefined}
        onCancel={() => setIsOpen(false)}
        onConfirm={() => void confirm()}
      />
      {openAction && actionOpen
        ? actionOpen.renderDialog({ items: openAction.items, subjectOf, onClose: () => setOpenAction(null) })
        : null}
    </>
  );
}

/** What the last bulk decision did, item by item; kept above the list until dismissed. */
export function BulkResultAlert({ bulk }: { bulk: BulkDecision }) {
  const { summary } = bulk;
  if (!summary) return null;
  return (
    <Alert
      severity={summary.allDone ? 'success' : 'warning'}
      onClose={bulk.dismiss}
      sx={{ mb: 2, overflowWrap: 'anywhere' }}
      role="status"
    >
      <AlertTitle>{summary.headline}</AlertTitle>
      {summary.failures.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {summary.failures.map((failure) => (
            <li key={failure.id}>
              <strong>{failure.subject}</strong>: {failure.reason}
            </li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
