import Typography from '@mui/material/Typography';
import { LifecycleControls, RequestIdLine } from '../../../components/LifecycleControls';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import { mutationErrorMessage } from '../../../lib/api-client';
import type { ArticleSubmission } from '../../../lib/api-types';
import { articleEndpoints, useChangeOwnArticle } from '../api/use-article-submissions';
import { submissionStatusChip } from '../utils/status-chips';
import { EditArticleDialog } from './EditArticleDialog';
import { StatusChip } from './StatusChip';

// Only the excerpt is shown here: the HTML body is rendered (sanitized) on the article pages alone.
export function ArticleSubmissionCard({ submission }: { submission: ArticleSubmission }) {
  const change = useChangeOwnArticle();

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
      <RequestIdLine requestId={submission.requestId} />
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
        {submission.excerpt}
      </Typography>
      <LifecycleControls
        idPrefix={`submission-${submission.id}`}
        status={submission.status}
        reasonLabel={submission.reasonLabel}
        resubmission={submission.resubmission}
        noun="article"
        timelineUrl={articleEndpoints.timeline(submission.id)}
        renderEditDialog={(mode, close) => <EditArticleDialog article={submission} mode={mode} onClose={close} />}
        withdraw={{
          name: submission.title,
          onWithdraw: async () => void (await change({ action: 'withdraw', id: submission.id })),
          failureMessage: (error) => mutationErrorMessage(error, 'Failed to withdraw the article'),
        }}
      />
    </SubmittedItemCard>
  );
}
