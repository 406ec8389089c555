import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import { ItemTimeline } from '../../../components/ItemTimeline';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import { WithdrawDialog } from '../../../components/WithdrawDialog';
import type { ProjectSubmission } from '../../../lib/api-types';
import { canResubmitNow, resubmissionText } from '../../../lib/lifecycle-text';
import { changeErrorMessage, submissionEndpoints } from '../api/project-submission-requests';
import { useChangeOwnSubmission } from '../api/use-project-submissions';
import { listingTypeLabel, paymentLabel, verificationBadge } from '../utils/submission-display';
import { EditSubmissionDialog } from './EditSubmissionDialog';

type OpenDialog = 'edit' | 'resubmit' | 'withdraw' | null;

export function SubmissionCard({ submission }: { submission: ProjectSubmission }) {
  const badge = verificationBadge(submission.verificationStatus);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [timelineShown, setTimelineShown] = useState(false);
  const change = useChangeOwnSubmission();
  const pending = submission.verificationStatus === 'pending';
  const resubmittable = canResubmitNow(submission.verificationStatus, submission.resubmission);
  const nextStep = resubmissionText(submission.resubmission);
  const timelineId = `project-submission-${submission.id}-timeline`;

  return (
    <SubmittedItemCard
      titleId={`project-submission-${submission.id}-title`}
      title={submission.projectName}
      headingLevel="h3"
      category={submission.category}
      createdAt={submission.createdAt}
      status={<Chip size="small" label={badge.label} color={badge.color} variant={badge.variant} />}
      adminNotes={submission.adminNotes}
    >
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Request ID <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{submission.requestId}</Box>
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {submission.description}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={listingTypeLabel(submission.listingType)} />
        <Chip size="small" variant="outlined" label={paymentLabel(submission.listingType, submission.paymentStatus)} />
        {submission.website ? (
          <Link
            href={submission.website}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {submission.website}
            <OpenInNewIcon aria-hidden="true" sx={{ fontSize: 14 }} />
          </Link>
        ) : null}
      </Stack>
      {submission.reasonLabel ? (
        <Alert severity={resubmittable ? 'info' : 'warning'} sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          <strong>Reason: {submission.reasonLabel}.</strong> {nextStep}
        </Alert>
      ) : null}
      {submission.verificationStatus === 'withdrawn' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You withdrew this submission. You can edit and resubmit it.
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {pending ? (
          <>
            <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            <Button size="small" variant="outlined" color="error" startIcon={<UndoIcon />} onClick={() => setDialog('withdraw')}>
              Withdraw
            </Button>
          </>
        ) : null}
        {resubmittable ? (
          <Button size="small" variant="contained" startIcon={<ReplayIcon />} onClick={() => setDialog('resubmit')}>
            Edit and resubmit
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
          <ItemTimeline url={submissionEndpoints.timeline(submission.id)} />
        </Box>
      </Collapse>
      {dialog === 'edit' || dialog === 'resubmit' ? (
        <EditSubmissionDialog submission={submission} mode={dialog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'withdraw' ? (
        <WithdrawDialog
          name={submission.projectName}
          onWithdraw={async () => void (await change({ action: 'withdraw', id: submission.id }))}
          failureMessage={(error) => changeErrorMessage(error, 'withdraw')}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </SubmittedItemCard>
  );
}
