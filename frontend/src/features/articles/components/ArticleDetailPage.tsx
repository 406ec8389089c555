import { useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ArticleDetailPage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Article ${id}`);
  return <PageContainer title={`Article ${id}`} maxWidth="md" />;
}
