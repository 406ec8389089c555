import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { SubmittedProject } from '../../projects/application/list-submitted-project.use-case';
import { decidePendingItem, decisionOutcome } from '../../timeline/application/admin-decision';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { approvalPaymentCheck, hasFeaturedPlacement } from '../domain/listing-payment';
import { directoryCategoryFor, type ProjectSubmission } from '../domain/project-submission';
import { ListingPaymentRepository } from './listing-payment.repository';
import { ProjectSubmissionRepository } from './project-submission.repository';

export interface ProjectSubmissionOutcome {
  submission: ProjectSubmission;
  /** Present when approved: what the approval puts in the public directory. */
  listing: SubmittedProject | null;
  /** Approved with the paid tier's payment still pending, by an explicit override. */
  paymentOverridden: boolean;
}

@Injectable()
export class DecideProjectSubmissionUseCase {
  constructor(
    private readonly submissions: ProjectSubmissionRepository,
    private readonly timeline: TimelineRepository,
    private readonly payments: ListingPaymentRepository,
  ) {}

  /**
   * Approves or rejects a pending submission, with notes for the submitter; decided once. A
   * rejection carries a reason code (`other` when none is given), which sets whether and when
   * the owner may resubmit. Approving a featured or verified listing whose payment is pending
   * needs `overridePayment` and a note (else 409), and such a listing is not Featured until paid.
   * Runs inside the moderation's transaction with its timeline entry.
   */
  async execute(
    id: number,
    approved: boolean,
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null = null,
    overridePayment = false,
  ): Promise<ProjectSubmissionOutcome> {
    const decision = decisionOutcome(approved, reasonCode);
    if (!approved && overridePayment)
      throw new DomainError('VALIDATION_FAILED', 'overridePayment is only given when approving');
    const paymentOverridden = approved ? await this.paymentOverrideFor(id, overridePayment, adminNotes) : false;
    const submission = await decidePendingItem(this.timeline, {
      subject: 'Project submission',
      itemKind: 'project-submission',
      id,
      decision,
      deciderId,
      notes: paymentOverridden ? `Approved before the payment was recorded. ${adminNotes}` : adminNotes,
      decide: () => this.submissions.decide(id, decision.outcome, adminNotes, deciderId, decision.reasonCode),
      statusOf: () => this.submissions.statusOf(id),
    });
    const listing: SubmittedProject | null = approved
      ? {
          submissionId: submission.id,
          name: submission.projectName,
          category: directoryCategoryFor(submission.category),
          description: submission.description,
          website: submission.website,
          logo: submission.logo,
          featured: hasFeaturedPlacement(submission),
        }
      : null;
    return { submission, listing, paymentOverridden };
  }

  /** Whether this approval overrides a pending payment; throws when it needs one and has none. */
  private async paymentOverrideFor(id: number, overridePayment: boolean, adminNotes: string | null): Promise<boolean> {
    const listing = await this.payments.lockListing(id);
    // An unknown or already decided submission gets its 404 or 409 from the decision itself.
    if (!listing || listing.verificationStatus !== 'pending') return false;
    const check = approvalPaymentCheck(listing, overridePayment, adminNotes);
    if (!check.allowed) throw new DomainError(check.code, check.message);
    return check.overridden;
  }

  /** Records the directory project an approval created, so the submitter can find it. */
  recordListing(id: number, projectId: number): Promise<void> {
    return this.submissions.linkProject(id, projectId);
  }

  /** Who to tell about a decision on a directory project their submission created. */
  submitterOf(projectId: number): Promise<number | null> {
    return this.submissions.submitterOf(projectId);
  }
}
