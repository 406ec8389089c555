import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ReasonCode } from '../../../lib/api-types';
import type { BulkDecision } from '../hooks/use-bulk-decision';
import { MODERATION_KINDS } from '../utils/moderation-kinds';
import { DEFAULT_REASON } from '../utils/reason-codes';
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

export interface BulkDecisionBarProps {
  bulk: BulkDecision;
  selectableIds: readonly number[];
  subjectOf: (id: number) => string;
}

/** The sticky "N selected — Approve / Reject" bar, its one-note dialog and the per-item result. */
export function BulkDecisionBar({ bulk, selectableIds, subjectOf }: BulkDecisionBarProps) {
  const { kind } = bulk;
  const text = MODERATION_KINDS[kind];
  const [isOpen, setIsOpen] = useState(false);
  const [approveChosen, setApproveChosen] = useState(false);
  const [note, setNote] = useState('');
  const [reasonCode, setReasonCode] = useState<ReasonCode>(DEFAULT_REASON);
  const ids = selectableIds.filter((id) => bulk.selected.has(id));
  const clear = () => bulk.setSelected(new Set());
  const withReason = kind === 'submission' || kind === 'article';

  const open = (approve: boolean) => {
    bulk.dismiss();
    setNote('');
    setReasonCode(DEFAULT_REASON);
    setApproveChosen(approve);
    setIsOpen(true);
  };

  const confirm = async () => {
    if (bulk.busy || ids.length === 0) return;
    const summary = await bulk.decide(ids, subjectOf, approveChosen, note, withReason && !approveChosen ? reasonCode : undefined);
    if (summary) setIsOpen(false);
  };

  return (
    <>
      {ids.length > 0 ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label="Selected items"
          sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 2, p: 1.5, backgroundColor: 'background.paper' }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
              {`${ids.length} selected`}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained" size="small" startIcon={<CheckIcon />} disabled={bulk.busy} onClick={() => open(true)}>
                {`${text.approveLabel} selected`}
              </Button>
              <Button variant="outlined" color="error" size="small" startIcon={<CloseIcon />} disabled={bulk.busy} onClick={() => open(false)}>
                {`${text.rejectLabel} selected`}
              </Button>
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
    </>
  );
}

/** What the last bulk decision did, item by item; kept above the list until dismissed. */
export function BulkResultAlert({ bulk }: { bulk: BulkDecision }) {
  const { summary } = bulk;
  if (!summary) return null;
  return (
    <Alert severity={summary.allDone ? 'success' : 'warning'} onClose={bulk.dismiss} sx={{ mb: 2, overflowWrap: 'anywhere' }} role="status">
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
