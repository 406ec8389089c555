import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProjectRepository } from '../application/project.repository';
import type { Project } from '../domain/project';
import { ProjectEntity } from './project.entity';

@Injectable()
export class TypeormProjectRepository extends ProjectRepository {
  constructor(@InjectRepository(ProjectEntity) private readonly repository: Repository<ProjectEntity>) {
    super();
  }

  listListed(): Promise<Project[]> {
    return this.repository.find({ where: { listed: true }, order: { name: 'ASC', id: 'ASC' } });
  }
}
