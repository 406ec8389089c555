import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import { ownerActionRefusal, type OwnerAction } from '../../../kernel/lifecycle/owner-transitions';
import type { TimelineEvent } from '../../../kernel/lifecycle/timeline-event';
import { Notifier } from '../../notifications/application/notifier';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import {
  paymentStatusFor,
  type ProjectSubmission,
  type ProjectSubmissionChanges,
} from '../domain/project-submission';
import { ProjectSubmissionRepository } from './project-submission.repository';

const KIND = 'project-submission';

/**
 * What an owner does with their own submission after sending it: edit or withdraw it while
 * pending, resubmit it edited once rejected (when the reason code allows) or withdrawn. Someone
 * else's submission is a 404; a submission whose status changed meanwhile is a 409.
 */
@Injectable()
export class ManageOwnProjectSubmissionUseCase {
  constructor(
    private readonly submissions: ProjectSubmissionRepository,
    private readonly timeline: TimelineRepository,
    private readonly transactions: TransactionRunner,
    private readonly notifier: Notifier,
  ) {}

  edit(userId: number, id: number, changes: ProjectSubmissionChanges): Promise<ProjectSubmission> {
    return this.change(userId, id, 'edit', changes);
  }

  withdraw(userId: number, id: number): Promise<ProjectSubmission> {
    return this.change(userId, id, 'withdraw', null);
  }

  resubmit(userId: number, id: number, changes: ProjectSubmissionChanges): Promise<ProjectSubmission> {
    return this.change(userId, id, 'resubmit', changes);
  }

  /** Oldest first; for the owner, or for an admin (`asAdmin`) whatever the owner. */
  async timelineOf(id: number, viewer: { id: number; asAdmin: boolean }): Promise<TimelineEvent[]> {
    const exists = viewer.asAdmin ? await this.submissions.statusOf(id) : await this.submissions.findOwned(id, viewer.id);
    if (!exists) throw new DomainError('NOT_FOUND', 'Project submission not found');
    return this.timeline.listFor(KIND, id);
  }

  private change(
    userId: number,
    id: number,
    action: OwnerAction,
    changes: ProjectSubmissionChanges | null,
  ): Promise<ProjectSubmission> {
    return this.transactions.run(async () => {
      const current = await this.submissions.findOwned(id, userId);
      if (!current) throw new DomainError('NOT_FOUND', 'Project submission not found');
      const state = { status: current.verificationStatus, reasonCode: current.reasonCode, decidedAt: current.decidedAt };
      const refusal = ownerActionRefusal(action, state, new Date());
      if (refusal) throw new DomainError('CONFLICT', refusal);
      const paymentStatus =
        changes && changes.listingType !== current.listingType ? paymentStatusFor(changes.listingType) : current.paymentStatus;
      const to = action === 'withdraw' ? 'withdrawn' : action === 'resubmit' ? 'pending' : null;
      const saved = await this.submissions.changeWhile(id, current.verificationStatus, changes && { ...changes, paymentStatus }, to);
      if (!saved) throw new DomainError('CONFLICT', 'The submission changed meanwhile; reload it and try again');
      const event = action === 'edit' ? 'edited' : action === 'withdraw' ? 'withdrawn' : 'resubmitted';
      await this.timeline.record({ itemKind: KIND, itemId: id, event, actor: 'owner', actorId: userId });
      if (action === 'resubmit') {
        await this.notifier.notify({
          type: 'project-submission.submitted',
          submissionId: id,
          projectName: saved.projectName,
          resubmitted: true,
        });
      }
      return saved;
    });
  }
}
