import type { NewProject, Project, ProjectVerificationStatus } from '../domain/project';

export abstract class ProjectRepository {
  /** Listed projects of the public directory: Featured first, then by name. */
  abstract listListed(): Promise<Project[]>;
  /** Listed projects waiting for verification, oldest first. */
  abstract listPendingVerification(): Promise<Project[]>;
  /** Adds a project, pending verification; answers its id. */
  abstract create(project: NewProject): Promise<number>;
  /** Sets the verification only while it is pending; answers the decided project, else null. */
  abstract decideVerification(id: number, status: 'verified' | 'rejected'): Promise<Project | null>;
  /** Marks the project Featured; answers false when it already was or does not exist. */
  abstract feature(id: number): Promise<boolean>;
  abstract verificationStatusOf(id: number): Promise<ProjectVerificationStatus | null>;
}
