import { useState } from 'react';
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
import { ItemTimeline } from '../../../components/ItemTimeline';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import { WithdrawDialog } from '../../../components/WithdrawDialog';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ArticleSubmission } from '../../../lib/api-types';
import { canResubmitNow, resubmissionText } from '../../../lib/lifecycle-text';
import { articleEndpoints, useChangeOwnArticle } from '../api/use-article-submissions';
import { submissionStatusChip } from '../utils/status-chips';
import { EditArticleDialog } from './EditArticleDialog';
import { StatusChip } from './StatusChip';

type OpenDialog = 'edit' | 'resubmit' | 'withdraw' | null;

// Only the excerpt is shown here: the HTML body is rendered (sanitized) on the article pages alone.
export function ArticleSubmissionCard({ submission }: { submission: ArticleSubmission }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [timelineShown, setTimelineShown] = useState(false);
  const change = useChangeOwnArticle();
  const pending = submission.status === 'pending';
  const resubmittable = canResubmitNow(submission.status, submission.resubmission);
  const timelineId = `submission-${submission.id}-timeline`;

  return (
    <SubmittedItemCard
      titleId={`submission-${submission.id}-title`}
      title={submission.title}
      headingLevel="h4"
      category={submission.category}
      createdAt={submission.createdAt}
      status={<StatusChip style={submissionStatusChip(submission.status)} />}
      adminNotes={submission.adminNotes}
    >
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Request ID <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{submission.requestId}</Box>
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
        {submission.excerpt}
      </Typography>
      {submission.reasonLabel ? (
        <Alert severity={resubmittable ? 'info' : 'warning'} sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          <strong>Reason: {submission.reasonLabel}.</strong> {resubmissionText(submission.resubmission)}
        </Alert>
      ) : null}
      {submission.status === 'withdrawn' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          You withdrew this article. You can edit and resubmit it.
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
          <ItemTimeline url={articleEndpoints.timeline(submission.id)} />
        </Box>
      </Collapse>
      {dialog === 'edit' || dialog === 'resubmit' ? (
        <EditArticleDialog article={submission} mode={dialog} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'withdraw' ? (
        <WithdrawDialog
          name={submission.title}
          onWithdraw={async () => void (await change({ action: 'withdraw', id: submission.id }))}
          failureMessage={(error) => mutationErrorMessage(error, 'Failed to withdraw the article')}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </SubmittedItemCard>
  );
}
