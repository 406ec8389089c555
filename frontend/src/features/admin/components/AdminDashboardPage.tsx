import { LoadingState } from '../../../components/ListStates';
import { PageContainer } from '../../../components/PageContainer';
import { adminAccess } from '../../../lib/admin-access';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminAccessDenied, AdminSignedOut } from './AccessScreens';
import { AdminDashboard } from './AdminDashboard';

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
