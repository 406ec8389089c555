import { adminPage } from '../../../app/guarded-pages';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminDashboard } from './AdminDashboard';

/** Rendered for admins only (RequireAccess, app/guarded-pages.tsx). */
export function AdminDashboardPage() {
  useDocumentTitle(adminPage.documentTitle);
  return (
    <PageContainer title={adminPage.title} subtitle={adminPage.subtitle}>
      <AdminDashboard />
    </PageContainer>
  );
}
