import { adminPage } from '../../../app/guarded-pages';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminDashboard } from './AdminDashboard';
import { AdminTwoFactorGate } from './AdminTwoFactorGate';

/** Rendered for admins only (RequireAccess, app/guarded-pages.tsx). */
export function AdminDashboardPage() {
  useDocumentTitle(adminPage.documentTitle);
  return (
    <PageContainer title={adminPage.title} subtitle={adminPage.subtitle}>
      <AdminTwoFactorGate>
        <AdminDashboard />
      </AdminTwoFactorGate>
    </PageContainer>
  );
}
