import { Injectable } from '@nestjs/common';
import { ProjectRepository } from './project.repository';

@Injectable()
export class FeatureProjectUseCase {
  constructor(private readonly projects: ProjectRepository) {}

  /**
   * Gives a listed project its Featured placement (badge, first on its category page) once its
   * Featured listing is paid for. The directory's cache follows through the projects table's
   * change notification. Answers whether anything changed.
   */
  execute(projectId: number): Promise<boolean> {
    return this.projects.feature(projectId);
  }
}
