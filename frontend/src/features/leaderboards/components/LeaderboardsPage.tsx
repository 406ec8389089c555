import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function LeaderboardsPage() {
  useDocumentTitle('Leaderboards');
  return <PageContainer title="Leaderboards" subtitle="Top projects ranked by volume, users and growth" />;
}
