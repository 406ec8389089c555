import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function CommunityPage() {
  useDocumentTitle('Community Dashboard');
  return <PageContainer title="Community Dashboard" subtitle="Public growth analytics of the projects in our ecosystem" />;
}
