import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import type { Project } from '../domain/project';
import { ProjectRepository } from './project.repository';

@Injectable()
export class VerifyProjectUseCase {
  constructor(private readonly projects: ProjectRepository) {}

  /** Verifies (Verified badge) or rejects a project pending verification; decided once. */
  execute(id: number, verified: boolean): Promise<Project> {
    return decideWhilePending(
      'Project',
      () => this.projects.decideVerification(id, verified ? 'verified' : 'rejected'),
      () => this.projects.verificationStatusOf(id),
    );
  }

  /** Listed projects waiting for verification, oldest first. */
  pending(): Promise<Project[]> {
    return this.projects.listPendingVerification();
  }
}
