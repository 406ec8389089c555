import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import {
  canResubmitNow,
  resubmissionText,
  SUBMISSION_WORDING,
  type Resubmission,
  type ResubmitWording,
} from '../lib/lifecycle-text';
import { ItemTimeline } from './ItemTimeline';
import type { TimelineKey } from '../lib/api-types';
import { WithdrawDialog } from './WithdrawDialog';

/** The request ID people quote, as a caption line of an owner's item card. */
export function RequestIdLine({ requestId }: { requestId: string }) {
  return (
    <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
      Request ID{' '}
      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
        {requestId}
      </Box>
    </Typography>
  );
}

export type EditMode = 'edit' | 'resubmit';

export interface LifecycleControlsProps {
  /** Prefix of the timeline region's id, e.g. `project-submission-12`. */
  idPrefix: string;
  status: string;
  reasonLabel?: string | null;
  resubmission: Resubmission;
  /** What the owner withdrew, in "You withdrew this …". */
  noun: string;
  timelineUrl: TimelineKey;
  /** The edit form in a dialog, for editing a pending item or editing and resubmitting it. */
  renderEditDialog: (mode: EditMode, close: () => void) => ReactNode;
  withdraw: { name: string; onWithdraw: () => Promise<void>; failureMessage: (error: unknown) => string };
  /** Partner profiles are re-applied for rather than resubmitted. */
  wording?: ResubmitWording;
}

/**
 * What an owner sees and does under a submitted item: the rejection's reason and when it may be
 * resubmitted, Edit and Withdraw while pending, Edit and resubmit when allowed, and the timeline.
 */
export function LifecycleControls({
  idPrefix,
  status,
  reasonLabel,
  resubmission,
  noun,
  timelineUrl,
  renderEditDialog,
  withdraw,
  wording = SUBMISSION_WORDING,
}: LifecycleControlsProps) {
  const [dialog, setDialog] = useState<EditMode | 'withdraw' | null>(null);
  const [timelineShown, setTimelineShown] = useState(false);
  const close = () => setDialog(null);
  const resubmittable = canResubmitNow(status, resubmission);
  const timelineId = `${idPrefix}-timeline`;

  return (
    <>
      {reasonLabel ? (
        <Alert severity={resubmittable ? 'info' : 'warning'} sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          <strong>Reason: {reasonLabel}.</strong> {resubmissionText(resubmission, new Date(), wording)}
        </Alert>
      ) : null}
      {status === 'withdrawn' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You withdrew this {noun}. {wording.withdrawnHint}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {status === 'pending' ? (
          <>
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<UndoIcon />}
              onClick={() => setDialog('withdraw')}
            >
              Withdraw
            </Button>
          </>
        ) : null}
        {resubmittable ? (
          <Button size="small" variant="contained" startIcon={<ReplayIcon />} onClick={() => setDialog('resubmit')}>
            {wording.button}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="text"
          aria-expanded={timelineShown}
          aria-controls={timelineId}
          endIcon={timelineShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setTimelineShown((shown) => !shown)}
        >
          {timelineShown ? 'Hide timeline' : 'Show timeline'}
        </Button>
      </Stack>
      <Collapse in={timelineShown} unmountOnExit>
        <Box id={timelineId} sx={{ mt: 1.5 }}>
          <ItemTimeline url={timelineUrl} />
        </Box>
      </Collapse>
      {dialog === 'edit' || dialog === 'resubmit' ? renderEditDialog(dialog, close) : null}
      {dialog === 'withdraw' ? <WithdrawDialog {...withdraw} onClose={close} /> : null}
    </>
  );
}
