import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { Project } from '../domain/project';
import { ProjectReversalRepository } from './project-reversal.repository';

@Injectable()
export class ReverseProjectUseCase {
  constructor(private readonly projects: ProjectReversalRepository) {}

  /**
   * A verified project loses its Verified badge: back to pending, the unverified state of the
   * model, so it waits in the verification queue until an admin verifies it again.
   */
  async unverify(id: number): Promise<Project> {
    const unverified = await this.projects.unverify(id);
    if (unverified) return unverified;
    const project = await this.projects.find(id);
    if (!project) throw new DomainError('NOT_FOUND', 'Project not found');
    throw new DomainError(
      'CONFLICT',
      `Project cannot be unverified: it is not verified (it is ${project.verificationStatus})`,
    );
  }

  /** The directory project of a reopened submission leaves the directory; approving it again lists it anew. */
  removeListing(id: number): Promise<void> {
    return this.projects.remove(id);
  }
}
