import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import type { DecisionState, StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import { Notifier } from '../../notifications/application/notifier';
import { OwnedItemLifecycle } from '../../timeline/application/owned-item-lifecycle';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { DomainError } from '../../../common/errors/domain.error';
import { paymentStatusFor, type ProjectSubmission, type ProjectSubmissionChanges } from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

/**
 * What an owner does with their own submission after sending it (OwnedItemLifecycle): a new
 * listing type puts the payment back to what that tier needs.
 */
@Injectable()
export class ManageOwnProjectSubmissionUseCase extends OwnedItemLifecycle<ProjectSubmission, ProjectSubmissionChanges> {
  protected readonly notFoundMessage = 'Project submission not found';
  protected readonly changedMeanwhileMessage = 'The submission changed meanwhile; reload it and try again';

  constructor(
    private readonly submissions: ProjectSubmissionRepository,
    private readonly notifier: Notifier,
    timeline: TimelineRepository,
    transactions: TransactionRunner,
  ) {
    super('project-submission', timeline, transactions);
  }

  protected async owned(userId: number, id: number): Promise<ProjectSubmission> {
    const submission = await this.submissions.findOwned(id, userId);
    if (!submission) throw new DomainError('NOT_FOUND', this.notFoundMessage);
    return submission;
  }

  protected async exists(id: number): Promise<boolean> {
    return (await this.submissions.statusOf(id)) !== null;
  }

  protected decisionState(submission: ProjectSubmission): DecisionState {
    return {
      status: submission.verificationStatus,
      reasonCode: submission.reasonCode,
      decidedAt: submission.decidedAt,
    };
  }

  protected save(
    id: number,
    current: ProjectSubmission,
    changes: ProjectSubmissionChanges | null,
    to: StatusAfterOwnerAction,
  ) {
    const paymentStatus =
      changes && changes.listingType !== current.listingType
        ? paymentStatusFor(changes.listingType)
        : current.paymentStatus;
    return this.submissions.changeWhile(id, current.verificationStatus, changes && { ...changes, paymentStatus }, to);
  }

  protected async announceResubmission(id: number, saved: ProjectSubmission): Promise<void> {
    await this.notifier.notify({
      type: 'project-submission.submitted',
      submissionId: id,
      projectName: saved.projectName,
      resubmitted: true,
    });
  }
}
