import Stack from '@mui/material/Stack';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { EmptyState, LoadFailure, LoadingState } from '../../../components/ListStates';
import { SectionCard } from '../../../components/SectionCard';
import type { PartnerProfile } from '../../../lib/api-types';
import { useArticleSubmissions } from '../api/use-article-submissions';
import { ArticleSubmissionCard } from './ArticleSubmissionCard';
import { ArticleSubmissionForm } from './ArticleSubmissionForm';

export function ArticleSubmissionsTab({ profile }: { profile: PartnerProfile }) {
  const { submissions, error, isLoading, retry } = useArticleSubmissions(profile);

  let list;
  if (error) {
    list = <LoadFailure message="We could not load your article submissions." onRetry={retry} />;
  } else if (isLoading || !submissions) {
    list = <LoadingState />;
  } else if (submissions.length === 0) {
    list = (
      <EmptyState icon={<ArticleOutlinedIcon />}>No articles submitted yet. Share your first insight above!</EmptyState>
    );
  } else {
    list = (
      <Stack spacing={2}>
        {submissions.map((submission) => (
          <ArticleSubmissionCard key={submission.id} submission={submission} />
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
      <SectionCard headingLevel="h3" title="Your submissions">
        {list}
      </SectionCard>
    </Stack>
  );
}
