import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import { SubmittedItemCard } from '../../../components/SubmittedItemCard';
import type { ArticleSubmission, PartnerProfile } from '../../../lib/api-types';
import { useArticleSubmissions } from '../api/use-article-submissions';
import { submissionStatusChip } from '../utils/status-chips';
import { ArticleSubmissionForm } from './ArticleSubmissionForm';
import { StatusChip } from './StatusChip';

// Only the excerpt is shown here: the HTML body is rendered (sanitized) on the article pages alone.
function SubmissionCard({ submission }: { submission: ArticleSubmission }) {
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
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
        {submission.excerpt}
      </Typography>
    </SubmittedItemCard>
  );
}

export function ArticleSubmissionsTab({ profile }: { profile: PartnerProfile }) {
  const { submissions, error, isLoading, retry } = useArticleSubmissions(profile);

  let list;
  if (error) {
    list = <LoadFailure message="We could not load your article submissions." onRetry={retry} />;
  } else if (isLoading || !submissions) {
    list = <LoadingState />;
  } else if (submissions.length === 0) {
    list = <EmptyState icon={<ArticleOutlinedIcon />}>No articles submitted yet. Share your first insight above!</EmptyState>;
  } else {
    list = (
      <Stack spacing={2}>
        {submissions.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <SectionCard
        headingLevel="h3"
        title="Submit Article"
        description="Our editors review every article before it is published on ChainBoost."
      >
        <ArticleSubmissionForm />
      </SectionCard>
      <SectionCard headingLevel="h3" title="Your submissions">{list}</SectionCard>
    </Stack>
  );
}
