import Stack from '@mui/material/Stack';
import { useAccessLoss } from '../../../app/RequireAccess';
import { submitProjectPage } from '../../../app/guarded-pages';
import { PageContainer } from '../../../components/PageContainer';
import { SectionCard } from '../../../components/SectionCard';
import { isUnauthorized } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFormValues } from '../../../lib/use-form-values';
import { useOwnSubmissions } from '../api/use-project-submissions';
import { EMPTY_SUBMISSION } from '../utils/submission-form';
import { ListingTierCards } from './ListingTierCards';
import { ProjectSubmissionForm } from './ProjectSubmissionForm';
import { SubmissionList } from './SubmissionList';

function SubmitProjectContent() {
  // Owned by the page, so the tier cards and the form share the chosen listing type.
  const form = useFormValues(EMPTY_SUBMISSION);
  // Only signed-in users get here (RequireAccess).
  const { submissions, error, retry } = useOwnSubmissions(true);
  // A 401 here means the session ended since it was last read.
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

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

/** Rendered for signed-in users only (RequireAccess, app/guarded-pages.tsx). */
export function SubmitProjectPage() {
  useDocumentTitle(submitProjectPage.documentTitle);
  return (
    <PageContainer title={submitProjectPage.title} subtitle={submitProjectPage.subtitle}>
      <SubmitProjectContent />
    </PageContainer>
  );
}
