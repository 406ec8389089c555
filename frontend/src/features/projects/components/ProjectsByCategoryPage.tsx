import { useParams } from 'react-router-dom';
import { paths, type ProjectCategory } from '../../../app/paths';
import { NotFoundState } from '../../../components/NotFoundState';
import { PageContainer } from '../../../components/PageContainer';
import { useDocumentTitle } from '../../../lib/use-document-title';

const categoryNames: Record<ProjectCategory, string> = {
  nft: 'NFT',
  defi: 'DeFi',
  gamefi: 'GameFi',
  layer2: 'Layer 2',
};

function categoryName(category: string): string | undefined {
  return Object.hasOwn(categoryNames, category) ? categoryNames[category as ProjectCategory] : undefined;
}

export function ProjectsByCategoryPage() {
  const { category = 'nft' } = useParams();
  const name = categoryName(category);
  useDocumentTitle(name ? `${name} Projects` : 'Category Not Found');
  if (!name) {
    return <NotFoundState title="Category Not Found" backTo={paths.home} backLabel="Back to Home" />;
  }
  return <PageContainer title={`${name} Projects`} />;
}
