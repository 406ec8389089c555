import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { brandColors } from '../../../theme/theme';
import type { ArticleSubmission, PartnerProfile } from '../api/partner-types';
import { useArticleSubmissions } from '../api/use-article-submissions';
import { submissionStatusChip } from '../utils/status-chips';
import { ArticleSubmissionForm } from './ArticleSubmissionForm';
import { EmptyState, LoadFailure, LoadingState } from './DashboardStates';
import { SectionCard } from './SectionCard';
import { StatusChip } from './StatusChip';

// Only the excerpt is shown here: the HTML body is rendered (sanitized) on the article pages alone.
function SubmissionCard({ submission }: { submission: ArticleSubmission }) {
  const titleId = `submission-${submission.id}-title`;
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, backgroundColor: 'transparent' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h4" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {submission.title}
          </Typography>
          <Typography component="p" variant="caption" sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 0.4 }}>
            {submission.category}
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              {' · Submitted '}
              {new Date(submission.createdAt).toLocaleDateString()}
            </Box>
          </Typography>
        </Box>
        <StatusChip style={submissionStatusChip(submission.status)} />
      </Stack>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
        {submission.excerpt}
      </Typography>
      {submission.adminNotes ? (
        <Box
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 2,
            borderLeft: `3px solid ${brandColors.violet}`,
            backgroundColor: alpha(brandColors.violet, 0.08),
          }}
        >
          <Typography component="p" variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Admin notes:
            </Box>{' '}
            {submission.adminNotes}
          </Typography>
        </Box>
      ) : null}
    </Paper>
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
      <SectionCard title="Submit Article" description="Our editors review every article before it is published on ChainBoost.">
        <ArticleSubmissionForm />
      </SectionCard>
      <SectionCard title="Your submissions">{list}</SectionCard>
    </Stack>
  );
}
