import type { Project } from '../domain/project';

export abstract class ProjectRepository {
  /** Listed projects of the public directory, by name. */
  abstract listListed(): Promise<Project[]>;
}
