import { PageContainer } from '../../../components/PageContainer';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isUnauthorized } from '../api/data-fetcher';
import { usePartnerProfile } from '../api/use-partner-profile';
import { BecomePartnerCard } from './BecomePartnerCard';
import { LoadFailure, LoadingState } from './DashboardStates';
import { PartnerDashboard } from './PartnerDashboard';
import { SignedOutNotice } from './SignedOutNotice';

function DashboardContent() {
  const { user, isLoading: isSessionLoading } = useSession();
  const { profile, error, retry } = usePartnerProfile(user !== null);

  if (isSessionLoading) return <LoadingState minHeight={240} />;
  // A 401 here means the session ended since it was last read.
  if (!user || isUnauthorized(error)) return <SignedOutNotice />;
  if (error) return <LoadFailure message="We could not load your partner profile." onRetry={retry} />;
  if (profile === undefined) return <LoadingState minHeight={240} />;
  if (profile === null) return <BecomePartnerCard />;
  return <PartnerDashboard profile={profile} />;
}

export function PartnerDashboardPage() {
  useDocumentTitle('Partner Dashboard');
  return (
    <PageContainer title="Partner Dashboard" subtitle="Track referrals, campaigns and article submissions">
      <DashboardContent />
    </PageContainer>
  );
}
