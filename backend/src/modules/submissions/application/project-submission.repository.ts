import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type {
  NewProjectSubmission,
  ProjectSubmissionChanges,
  PaymentStatus,
  ProjectSubmission,
  ProjectSubmissionStatus,
} from '../domain/project-submission';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

export abstract class ProjectSubmissionRepository {
  abstract create(submission: NewProjectSubmission & { paymentStatus: PaymentStatus }): Promise<ProjectSubmission>;
  abstract listByUser(userId: number): Promise<ProjectSubmission[]>;
  abstract listAll(): Promise<ProjectSubmission[]>;
  /** Sets the decision only while the submission is pending; answers the decided submission, else null. */
  abstract decide(
    id: number,
    status: 'approved' | 'rejected',
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null,
  ): Promise<ProjectSubmission | null>;
  abstract findById(id: number): Promise<ProjectSubmission | null>;
  /** The submission when it belongs to this user, else null. */
  abstract findOwned(id: number, userId: number): Promise<ProjectSubmission | null>;
  /**
   * Applies the owner's changes only while the submission still has `fromStatus` (else null).
   * `resubmit` puts it back to pending and clears the previous decision (kept in the timeline).
   */
  abstract changeWhile(
    id: number,
    fromStatus: ProjectSubmissionStatus,
    changes: (ProjectSubmissionChanges & { paymentStatus: PaymentStatus }) | null,
    to: StatusAfterOwnerAction,
  ): Promise<ProjectSubmission | null>;
  abstract statusOf(id: number): Promise<ProjectSubmissionStatus | null>;
  /** Links the submission to the directory project its approval created. */
  abstract linkProject(id: number, projectId: number): Promise<void>;
  /** The account whose submission created this directory project, if one did. */
  abstract submitterOf(projectId: number): Promise<number | null>;
}
