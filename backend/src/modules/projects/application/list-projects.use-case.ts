import { Injectable } from '@nestjs/common';
import type { Project } from '../domain/project';
import { ProjectRepository } from './project.repository';

@Injectable()
export class ListProjectsUseCase {
  constructor(private readonly projects: ProjectRepository) {}

  execute(): Promise<Project[]> {
    return this.projects.listListed();
  }

  /** Whether a project is in the public directory under `slug` (read from the directory's cache). */
  async isListed(slug: string): Promise<boolean> {
    return (await this.projects.listListed()).some((project) => project.slug === slug);
  }
}
