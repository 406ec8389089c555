import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ListProjectsUseCase } from './application/list-projects.use-case';
import { ProjectRepository } from './application/project.repository';
import { ProjectsController } from './http/projects.controller';
import { ProjectEntity } from './infrastructure/project.entity';
import { TypeormProjectRepository } from './infrastructure/typeorm-project.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ProjectEntity])],
  controllers: [ProjectsController],
  providers: [ListProjectsUseCase, { provide: ProjectRepository, useClass: TypeormProjectRepository }],
})
export class ProjectsModule {}
