import { SignInRequired } from '../../../components/AccessNotices';
import { LoadFailure, LoadingState } from '../../../components/ListStates';
import { PageContainer } from '../../../components/PageContainer';
import { isUnauthorized } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePartnerProfile } from '../api/use-partner-profile';
import { BecomePartnerCard } from './BecomePartnerCard';
import { PartnerDashboard } from './PartnerDashboard';

function DashboardContent() {
  const { user, isLoading: isSessionLoading } = useSession();
  const { profile, error, retry } = usePartnerProfile(user !== null);

  if (isSessionLoading) return <LoadingState minHeight={240} />;
  // A 401 here means the session ended since it was last read.
  if (!user || isUnauthorized(error)) {
    return <SignInRequired message="Please log in to access your partner dashboard." offerSignup />;
  }
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
