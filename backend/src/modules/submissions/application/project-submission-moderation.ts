import { Injectable } from '@nestjs/common';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { NewListingPayment } from '../domain/listing-payment';
import type { ProjectSubmission, ProjectSubmissionStatus } from '../domain/project-submission';
import { DecideProjectSubmissionUseCase, type ProjectSubmissionOutcome } from './decide-project-submission.use-case';
import { ProjectSubmissionRepository } from './project-submission.repository';
import { RecordListingPaymentUseCase, type RecordedListingPayment } from './record-listing-payment.use-case';
import { ReverseSubmissionUseCase, type ReversedSubmission } from './reverse-submission.use-case';

/**
 * What the admin's moderation does to a project submission, in one place: its state (for
 * `projectSubmissionPolicy`), the decision and the project it listed, reopening, recording the
 * listing's payment, and who submitted a directory project. Each change is made only from the state
 * it needs and writes its timeline entry, inside the caller's transaction.
 */
@Injectable()
export class ProjectSubmissionModeration {
  constructor(
    private readonly submissions: ProjectSubmissionRepository,
    private readonly deciding: DecideProjectSubmissionUseCase,
    private readonly reversing: ReverseSubmissionUseCase,
    private readonly payments: RecordListingPaymentUseCase,
  ) {}

  /** Null when there is no such submission. */
  statusOf(id: number): Promise<ProjectSubmissionStatus | null> {
    return this.submissions.statusOf(id);
  }

  decide(
    id: number,
    approved: boolean,
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null,
    overridePayment: boolean,
  ): Promise<ProjectSubmissionOutcome> {
    return this.deciding.execute(id, approved, adminNotes, deciderId, reasonCode, overridePayment);
  }

  /** Records the directory project an approval created, so the submitter can find it. */
  recordListing(id: number, projectId: number): Promise<void> {
    return this.deciding.recordListing(id, projectId);
  }

  /** Who to tell about a decision on a directory project their submission created. */
  submitterOf(projectId: number): Promise<number | null> {
    return this.deciding.submitterOf(projectId);
  }

  reopen(
    id: number,
    reason: string,
    adminId: number,
  ): Promise<ReversedSubmission<ProjectSubmission> & { removedProjectId: number | null }> {
    return this.reversing.reopenProjectSubmission(id, reason, adminId);
  }

  recordPayment(id: number, payment: NewListingPayment, adminId: number): Promise<RecordedListingPayment> {
    return this.payments.execute(id, payment, adminId);
  }
}
