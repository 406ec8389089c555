import { Injectable } from '@nestjs/common';
import type { ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

@Injectable()
export class ListProjectSubmissionsUseCase {
  constructor(private readonly submissions: ProjectSubmissionRepository) {}

  /** The caller's own submissions, newest first. */
  own(userId: number): Promise<ProjectSubmission[]> {
    return this.submissions.listByUser(userId);
  }

  /** Every submission, newest first; the route is admin-only. */
  all(): Promise<ProjectSubmission[]> {
    return this.submissions.listAll();
  }
}
