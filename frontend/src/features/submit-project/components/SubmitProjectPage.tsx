import Stack from '@mui/material/Stack';
import { SignInRequired } from '../../../components/AccessNotices';
import { LoadingState } from '../../../components/ListStates';
import { PageContainer } from '../../../components/PageContainer';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormValues } from '../../../lib/use-form-values';
import { useOwnSubmissions } from '../api/use-project-submissions';
import { EMPTY_SUBMISSION } from '../utils/submission-form';
import { ListingTierCards } from './ListingTierCards';
import { ProjectSubmissionForm } from './ProjectSubmissionForm';
import { SubmissionList } from './SubmissionList';

function SubmitProjectContent() {
  const { user, isLoading } = useSession();
  // Owned by the page, so the tier cards and the form share the chosen listing type.
  const form = useFormValues(EMPTY_SUBMISSION);
  const { submissions, error, retry } = useOwnSubmissions(user !== null);

  if (isLoading) return <LoadingState minHeight={240} />;
  // A 401 here means the session ended since it was last read.
  if (!user || isUnauthorized(error)) return <SignInRequired message="Please log in to submit your project" offerSignup />;
  return (
    <Stack spacing={3}>
      <ListingTierCards selected={form.values.listingType} onSelect={(type) => form.setValue('listingType', type)} />
      <SectionCard
        titleVariant="h5"
        title="Project details"
        description="Our team reviews every submission. Fields marked * are required."
      >
        <ProjectSubmissionForm form={form} />
      </SectionCard>
      <SectionCard
        titleVariant="h5"
        title="Your Submissions"
        description="Follow the review of everything you have submitted."
      >
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
