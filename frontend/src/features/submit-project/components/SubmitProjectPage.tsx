import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function SubmitProjectPage() {
  useDocumentTitle('Submit Your Project');
  return <PageContainer title="Submit Your Project" subtitle="Get your project listed in the ChainBoost directory" />;
}
