import { Injectable } from '@nestjs/common';
import type { Project } from '../domain/project';
import { ProjectRepository } from './project.repository';

@Injectable()
export class ListProjectsUseCase {
  constructor(private readonly projects: ProjectRepository) {}

  execute(): Promise<Project[]> {
    return this.projects.listListed();
  }
}
