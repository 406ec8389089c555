import { Injectable } from '@nestjs/common';
import type { Project, ProjectVerificationStatus } from '../domain/project';
import { FeatureProjectUseCase } from './feature-project.use-case';
import { ListSubmittedProjectUseCase, type SubmittedProject } from './list-submitted-project.use-case';
import { ProjectRepository } from './project.repository';
import { ReverseProjectUseCase } from './reverse-project.use-case';
import { VerifyProjectUseCase } from './verify-project.use-case';

/**
 * What moderation does to the directory, in one place: a project's verification state (for
 * `projectVerificationPolicy`), verifying and unverifying it, and the directory consequences of
 * other decisions (an approved submission listed, a reopened one removed, a paid one Featured).
 */
@Injectable()
export class ProjectModeration {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly verifying: VerifyProjectUseCase,
    private readonly reversing: ReverseProjectUseCase,
    private readonly listing: ListSubmittedProjectUseCase,
    private readonly featuring: FeatureProjectUseCase,
  ) {}

  /** Null when there is no such project. */
  statusOf(id: number): Promise<ProjectVerificationStatus | null> {
    return this.projects.verificationStatusOf(id);
  }

  decide(id: number, verified: boolean): Promise<Project> {
    return this.verifying.execute(id, verified);
  }

  unverify(id: number): Promise<Project> {
    return this.reversing.unverify(id);
  }

  /** Adds an approved submission's project to the directory; answers its id. */
  list(submitted: SubmittedProject): Promise<number> {
    return this.listing.execute(submitted);
  }

  removeListing(projectId: number): Promise<void> {
    return this.reversing.removeListing(projectId);
  }

  /** Whether the project became Featured now. */
  feature(projectId: number): Promise<boolean> {
    return this.featuring.execute(projectId);
  }
}
