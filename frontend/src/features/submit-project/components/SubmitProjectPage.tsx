import Stack from '@mui/material/Stack';
import { PageContainer } from '../../../components/PageContainer';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isUnauthorized } from '../api/project-submission-requests';
import { useOwnSubmissions } from '../api/use-project-submissions';
import { useSubmissionForm } from '../hooks/use-submission-form';
import { ListingTierCards } from './ListingTierCards';
import { LoadingState } from './ListStates';
import { ProjectSubmissionForm } from './ProjectSubmissionForm';
import { SectionCard } from './SectionCard';
import { SignInRequired } from './SignInRequired';
import { SubmissionList } from './SubmissionList';

function SubmitProjectContent() {
  const { user, isLoading } = useSession();
  const form = useSubmissionForm();
  const { submissions, error, retry } = useOwnSubmissions(user !== null);

  if (isLoading) return <LoadingState minHeight={240} />;
  // A 401 here means the session ended since it was last read.
  if (!user || isUnauthorized(error)) return <SignInRequired />;
  return (
    <Stack spacing={3}>
      <ListingTierCards selected={form.values.listingType} onSelect={(type) => form.setValue('listingType', type)} />
      <SectionCard
        title="Project details"
        description="Our team reviews every submission. Fields marked * are required."
      >
        <ProjectSubmissionForm form={form} />
      </SectionCard>
      <SectionCard title="Your Submissions" description="Follow the review of everything you have submitted.">
        <SubmissionList submissions={submissions} error={error} retry={retry} />
      </SectionCard>
    </Stack>
  );
}

export function SubmitProjectPage() {
  useDocumentTitle('Submit Project');
  return (
    <PageContainer title="Submit Your Project" subtitle="Get your project listed in the ChainBoost directory">
      <SubmitProjectContent />
    </PageContainer>
  );
}
