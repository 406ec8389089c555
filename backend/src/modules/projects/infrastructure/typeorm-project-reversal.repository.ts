import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../database/unit-of-work';
import { ProjectReversalRepository } from '../application/project-reversal.repository';
import type { Project } from '../domain/project';
import { ProjectEntity } from './project.entity';

/** Every write here changes the projects table, whose change notification drops the cached directory on every instance. */
@Injectable()
export class TypeormProjectReversalRepository extends ProjectReversalRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
    super();
  }

  private get projects() {
    return this.unitOfWork.manager().getRepository(ProjectEntity);
  }

  async unverify(id: number): Promise<Project | null> {
    const { affected } = await this.projects.update(
      { id, verificationStatus: 'verified' },
      { verificationStatus: 'pending' },
    );
    return affected ? this.find(id) : null;
  }

  find(id: number): Promise<Project | null> {
    return this.projects.findOneBy({ id });
  }

  async remove(id: number): Promise<void> {
    await this.projects.delete({ id });
  }
}
