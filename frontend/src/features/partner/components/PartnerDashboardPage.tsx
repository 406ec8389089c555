import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function PartnerDashboardPage() {
  useDocumentTitle('Partner Dashboard');
  return <PageContainer title="Partner Dashboard" subtitle="Track referrals, campaigns and article submissions" />;
}
