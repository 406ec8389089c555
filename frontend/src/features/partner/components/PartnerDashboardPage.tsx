import { useAccessLoss } from '../../../app/RequireAccess';
import { partnerDashboardPage } from '../../../app/guarded-pages';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { PageContainer } from '../../../components/PageContainer';
import { isUnauthorized } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePartnerProfile } from '../api/use-partner-profile';
import { BecomePartnerCard } from './BecomePartnerCard';
import { PartnerDashboard } from './PartnerDashboard';

function DashboardContent() {
  // Only signed-in users get here (RequireAccess).
  const { profile, error, retry } = usePartnerProfile(true);
  // A 401 here means the session ended since it was last read.
  useAccessLoss(isUnauthorized(error) ? 'signed-out' : undefined);

  if (error) return <LoadFailure message="We could not load your partner profile." onRetry={retry} />;
  if (profile === undefined) return <LoadingState minHeight={240} />;
  if (profile === null) return <BecomePartnerCard />;
  return <PartnerDashboard profile={profile} />;
}

/** Rendered for signed-in users only (RequireAccess, app/guarded-pages.tsx). */
export function PartnerDashboardPage() {
  useDocumentTitle(partnerDashboardPage.documentTitle);
  return (
    <PageContainer title={partnerDashboardPage.title} subtitle={partnerDashboardPage.subtitle}>
      <DashboardContent />
    </PageContainer>
  );
}
