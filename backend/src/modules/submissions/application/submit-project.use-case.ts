import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { Notifier } from '../../notifications/application/notifier';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { paymentStatusFor, type NewProjectSubmission, type ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

@Injectable()
export class SubmitProjectUseCase {
  constructor(
    private readonly submissions: ProjectSubmissionRepository,
    private readonly transactions: TransactionRunner,
    private readonly notifier: Notifier,
    private readonly timeline: TimelineRepository,
  ) {}

  /** The server, not the client, decides payment and verification status. Admins hear of it. */
  execute(submission: NewProjectSubmission): Promise<ProjectSubmission> {
    return this.transactions.run(async () => {
      const saved = await this.submissions.create({
        ...submission,
        paymentStatus: paymentStatusFor(submission.listingType),
      });
      await this.timeline.record({
        itemKind: 'project-submission',
        itemId: saved.id,
        event: 'submitted',
        actor: 'owner',
        actorId: saved.userId,
      });
      await this.notifier.notify({
        type: 'project-submission.submitted',
        submissionId: saved.id,
        projectName: saved.projectName,
      });
      return saved;
    });
  }
}
