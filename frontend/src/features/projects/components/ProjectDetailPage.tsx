import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { NotFoundState } from '../../../components/NotFoundState';
import { PageLoader } from '../../../components/PageLoader';
import { useDirectoryProjects } from '../../../lib/use-directory-projects';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { directoryProjectView, findDirectoryProject, withDirectoryVerification } from '../project-directory';
import { DEFAULT_PROJECT_CATEGORY, resolveProjectView, type ProjectView } from '../project-view';
import { ProjectDetailView } from './ProjectDetailView';

type Resolution =
  | { kind: 'found'; project: ProjectView }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/**
 * Fixed projects show at once (their Verified badge follows the directory once it answers);
 * any other id is looked up by slug in the directory.
 */
function useProjectResolution(id: string | undefined): Resolution {
  const { projects, error } = useDirectoryProjects();
  const fixed = resolveProjectView(id);
  if (fixed) return { kind: 'found', project: withDirectoryVerification(fixed, projects) };
  const listed = findDirectoryProject(projects, id);
  if (listed) return { kind: 'found', project: directoryProjectView(listed) };
  if (projects) return { kind: 'not-found' };
  return error ? { kind: 'unavailable' } : { kind: 'loading' };
}

const documentTitles: Record<Exclude<Resolution['kind'], 'found'>, string> = {
  loading: 'Projects',
  'not-found': 'Project Not Found',
  unavailable: 'Project Unavailable',
};

export function ProjectDetailPage() {
  const { id } = useParams();
  const resolution = useProjectResolution(id);
  useDocumentTitle(resolution.kind === 'found' ? resolution.project.name : documentTitles[resolution.kind]);

  switch (resolution.kind) {
    case 'found':
      return <ProjectDetailView project={resolution.project} />;
    case 'loading':
      return <PageLoader label="Loading project" />;
    case 'not-found':
      return (
        <NotFoundState
          title="Project Not Found"
          message="The project you are looking for does not exist or is no longer listed."
          backTo={paths.projectsByCategory(DEFAULT_PROJECT_CATEGORY)}
          backLabel="Browse Projects"
        />
      );
    case 'unavailable':
      return (
        <NotFoundState
          title="Project Unavailable"
          message="We could not load this project right now. Please try again in a moment."
          backTo={paths.projectsByCategory(DEFAULT_PROJECT_CATEGORY)}
          backLabel="Browse Projects"
        />
      );
  }
}
