import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function AnalyticsPage() {
  useDocumentTitle('Analytics Dashboard');
  return <PageContainer title="Analytics Dashboard" subtitle="Track your Web3 growth metrics and performance" />;
}
