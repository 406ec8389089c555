import type { NewProjectSubmission, PaymentStatus, ProjectSubmission } from '../domain/project-submission';

export abstract class ProjectSubmissionRepository {
  abstract create(submission: NewProjectSubmission & { paymentStatus: PaymentStatus }): Promise<ProjectSubmission>;
  abstract listByUser(userId: number): Promise<ProjectSubmission[]>;
  abstract listAll(): Promise<ProjectSubmission[]>;
}
