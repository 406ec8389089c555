import { useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function ProjectDetailPage() {
  const { id = '' } = useParams();
  useDocumentTitle(`Project ${id}`);
  return <PageContainer title={`Project ${id}`} />;
}
