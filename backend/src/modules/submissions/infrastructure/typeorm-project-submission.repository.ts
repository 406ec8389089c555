import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProjectSubmissionRepository } from '../application/project-submission.repository';
import type { NewProjectSubmission, PaymentStatus, ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionEntity } from './project-submission.entity';

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

@Injectable()
export class TypeormProjectSubmissionRepository extends ProjectSubmissionRepository {
  constructor(
    @InjectRepository(ProjectSubmissionEntity) private readonly repository: Repository<ProjectSubmissionEntity>,
  ) {
    super();
  }

  create(submission: NewProjectSubmission & { paymentStatus: PaymentStatus }): Promise<ProjectSubmission> {
    return this.repository.save(
      this.repository.create({ ...submission, verificationStatus: 'pending', adminNotes: null, projectId: null }),
    );
  }

  listByUser(userId: number): Promise<ProjectSubmission[]> {
    return this.repository.find({ where: { userId }, order: NEWEST_FIRST });
  }

  listAll(): Promise<ProjectSubmission[]> {
    return this.repository.find({ order: NEWEST_FIRST });
  }
}
