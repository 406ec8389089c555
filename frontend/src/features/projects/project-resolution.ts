import type { DirectoryProject } from '../../lib/api-types';
import { directoryProjectView, findDirectoryProject, withDirectoryVerification } from './project-directory';
import { resolveProjectView, type ProjectView } from './project-view';

export type ProjectResolution =
  | { kind: 'found'; project: ProjectView }
  | { kind: 'loading' }
  /** `directoryFailed`: the id may still be a new listing, so the page can offer to look again. */
  | { kind: 'not-found'; directoryFailed: boolean };

/**
 * Fixed projects show at once (their Verified badge follows the directory once it answers);
 * any other id is looked up by slug in the directory. Spec §2: an unknown id shows 'Project
 * Not Found', also when the directory could not be read (spec §8: read failures show nothing).
 */
export function resolveProjectPage(
  id: string | undefined,
  directory: readonly DirectoryProject[] | undefined,
  directoryFailed: boolean,
): ProjectResolution {
  const fixed = resolveProjectView(id);
  if (fixed) return { kind: 'found', project: withDirectoryVerification(fixed, directory) };
  const listed = findDirectoryProject(directory, id);
  if (listed) return { kind: 'found', project: directoryProjectView(listed) };
  if (directory) return { kind: 'not-found', directoryFailed: false };
  return directoryFailed ? { kind: 'not-found', directoryFailed: true } : { kind: 'loading' };
}
