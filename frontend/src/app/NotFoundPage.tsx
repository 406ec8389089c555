import { NotFoundState } from '../components/NotFoundState';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from './paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <NotFoundState
      title="404 Page Not Found"
      message="Did you forget to add the page to the router?"
      backTo={paths.home}
      backLabel="Back to Home"
    />
  );
}
