import { Injectable } from '@nestjs/common';
import { paymentStatusFor, type NewProjectSubmission, type ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

@Injectable()
export class SubmitProjectUseCase {
  constructor(private readonly submissions: ProjectSubmissionRepository) {}

  /** The server, not the client, decides payment and verification status. */
  execute(submission: NewProjectSubmission): Promise<ProjectSubmission> {
    return this.submissions.create({ ...submission, paymentStatus: paymentStatusFor(submission.listingType) });
  }
}
