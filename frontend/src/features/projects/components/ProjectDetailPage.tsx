import { useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import { paths } from '../../../app/paths';
import { NotFoundState } from '../../../components/NotFoundState';
import { PageLoader } from '../../../components/PageLoader';
import { useDirectoryProjects } from '../../../lib/use-directory-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resolveProjectPage } from '../project-resolution';
import { DEFAULT_PROJECT_CATEGORY } from '../project-view';
import { ProjectDetailView } from './ProjectDetailView';

export function ProjectDetailPage() {
  const { id } = useParams();
  const { projects, error, retry } = useDirectoryProjects();
  const resolution = resolveProjectPage(id, projects, Boolean(error));
  useDocumentTitle(
    resolution.kind === 'found'
      ? resolution.project.name
      : resolution.kind === 'loading'
        ? 'Projects'
        : 'Project Not Found',
  );

  switch (resolution.kind) {
    case 'found':
      return <ProjectDetailView project={resolution.project} />;
    case 'loading':
      return <PageLoader label="Loading project" />;
    case 'not-found':
      return (
        <NotFoundState
          title="Project Not Found"
          message={
            <>
              The project you are looking for does not exist or is no longer listed.
              {resolution.directoryFailed ? (
                <>
                  {' '}
                  <Link
                    component="button"
                    type="button"
                    onClick={() => void retry()}
                    sx={{ verticalAlign: 'baseline' }}
                  >
                    Look again
                  </Link>
                </>
              ) : null}
            </>
          }
          backTo={paths.projectsByCategory(DEFAULT_PROJECT_CATEGORY)}
          backLabel="Browse Projects"
        />
      );
  }
}
