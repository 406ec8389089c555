import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return <PageContainer title="Admin Dashboard" subtitle="Approve partners, verify projects and moderate submissions" />;
}
