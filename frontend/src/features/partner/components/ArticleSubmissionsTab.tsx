import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import type { PartnerProfile } from '../../../lib/api-types';
import { useArticleSubmissions } from '../api/use-article-submissions';
import { ArticleSubmissionCard } from './ArticleSubmissionCard';
import { ArticleSubmissionForm } from './ArticleSubmissionForm';
import { CreateAndListTab } from './CreateAndListTab';

export function ArticleSubmissionsTab({ profile }: { profile: PartnerProfile }) {
  const { submissions, error, isLoading, retry } = useArticleSubmissions(profile);
  return (
    <CreateAndListTab
      create={{
        title: 'Submit Article',
        description: 'Our editors review every article before it is published on ChainBoost.',
        form: <ArticleSubmissionForm />,
      }}
      listTitle="Your submissions"
      items={submissions}
      error={error}
      isLoading={isLoading}
      retry={retry}
      failureMessage="We could not load your article submissions."
      empty={{ icon: <ArticleOutlinedIcon />, text: 'No articles submitted yet. Share your first insight above!' }}
      renderItem={(submission) => <ArticleSubmissionCard key={submission.id} submission={submission} />}
    />
  );
}
