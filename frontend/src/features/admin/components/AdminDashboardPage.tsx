import { PageContainer } from '../../../components/PageContainer';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { adminAccess } from '../utils/access';
import { AdminAccessDenied, AdminSignedOut } from './AccessScreens';
import { AdminDashboard } from './AdminDashboard';
import { LoadingState } from './ListStates';

function AdminContent() {
  const { user, isLoading } = useSession();
  switch (adminAccess(isLoading, user?.role)) {
    case 'loading':
      return <LoadingState minHeight={240} />;
    case 'signed-out':
      return <AdminSignedOut />;
    case 'not-admin':
      return <AdminAccessDenied username={user?.username} />;
    case 'admin':
      return <AdminDashboard />;
  }
}

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <PageContainer title="Admin Dashboard" subtitle="Approve partners, verify projects and moderate submissions">
      <AdminContent />
    </PageContainer>
  );
}
