import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ArticlesPage() {
  useDocumentTitle('Articles');
  return <PageContainer title="Articles" subtitle="Insights on DeFi, NFTs, trading and blockchain growth" />;
}
