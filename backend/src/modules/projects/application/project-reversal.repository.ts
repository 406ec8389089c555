import type { Project } from '../domain/project';

/** The admin's reversals on directory projects. */
export abstract class ProjectReversalRepository {
  /** Verified → pending (no Verified badge); answers the project, else null. */
  abstract unverify(id: number): Promise<Project | null>;
  abstract find(id: number): Promise<Project | null>;
  /** Takes the project out of the directory for good; its insights go with it. */
  abstract remove(id: number): Promise<void>;
}
