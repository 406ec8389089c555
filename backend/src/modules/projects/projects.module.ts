import { Module } from '@nestjs/common';
import { ListProjectsUseCase } from './application/list-projects.use-case';
import { ProjectRepository } from './application/project.repository';
import { ProjectsController } from './http/projects.controller';
import { SqlProjectRepository } from './infrastructure/sql-project.repository';

@Module({
  controllers: [ProjectsController],
  providers: [ListProjectsUseCase, { provide: ProjectRepository, useClass: SqlProjectRepository }],
})
export class ProjectsModule {}
