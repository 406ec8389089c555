import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeatureProjectUseCase } from './application/feature-project.use-case';
import { ListProjectsUseCase } from './application/list-projects.use-case';
import { ListSubmittedProjectUseCase } from './application/list-submitted-project.use-case';
import { ProjectRepository } from './application/project.repository';
import { ProjectModeration } from './application/project-moderation';
import { VerifyProjectUseCase } from './application/verify-project.use-case';
import { ProjectReversalRepository } from './application/project-reversal.repository';
import { ReverseProjectUseCase } from './application/reverse-project.use-case';
import { ProjectsController } from './http/projects.controller';
import { ProjectEntity } from './infrastructure/project.entity';
import { TypeormProjectRepository } from './infrastructure/typeorm-project.repository';
import { TypeormProjectReversalRepository } from './infrastructure/typeorm-project-reversal.repository';
import { PendingProjectList } from './application/pending-project-list';
import { TypeormPendingProjectList } from './infrastructure/typeorm-pending-project-list';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity])],
  controllers: [ProjectsController],
  providers: [
    { provide: PendingProjectList, useClass: TypeormPendingProjectList },
    ListProjectsUseCase,
    VerifyProjectUseCase,
    ReverseProjectUseCase,
    { provide: ProjectReversalRepository, useClass: TypeormProjectReversalRepository },
    ListSubmittedProjectUseCase,
    FeatureProjectUseCase,
    ProjectModeration,
    { provide: ProjectRepository, useClass: TypeormProjectRepository },
  ],
  exports: [ListProjectsUseCase, PendingProjectList, ProjectModeration],
})
export class ProjectsModule {}
