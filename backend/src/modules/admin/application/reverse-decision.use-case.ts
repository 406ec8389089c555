import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { RevokePartnerRoleUseCase } from '../../auth/application/revoke-partner-role.use-case';
import { Notifier } from '../../notifications/application/notifier';
import { RevokePartnerProfileUseCase } from '../../partners/application/revoke-partner-profile.use-case';
import { ReverseProjectUseCase } from '../../projects/application/reverse-project.use-case';
import { DecideProjectSubmissionUseCase } from '../../submissions/application/decide-project-submission.use-case';
import { ReverseSubmissionUseCase } from '../../submissions/application/reverse-submission.use-case';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';

export interface Reversal {
  id: number;
  /** The item's state after the reversal. */
  status: 'rejected' | 'pending' | 'revoked';
  /** The directory project a reopened approval had listed and that left the directory. */
  removedProjectId: number | null;
}

/**
 * An admin undoes a decision, always with a reason. Like a decision, the owning module changes
 * the item only from the state the reversal undoes (409 otherwise, 404 unknown), and the change,
 * its consequences, the audit entry (before/after) and the owner's notification commit together.
 */
@Injectable()
export class ReverseDecisionUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly submissions: ReverseSubmissionUseCase,
    private readonly projects: ReverseProjectUseCase,
    private readonly projectSubmissions: DecideProjectSubmissionUseCase,
    private readonly partnerProfiles: RevokePartnerProfileUseCase,
    private readonly partnerRole: RevokePartnerRoleUseCase,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
  ) {}

  /** The article leaves the public pages at once; its partner may edit and resubmit it. */
  unpublishArticle(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before } = await this.submissions.unpublishArticle(id, reason, actor.id);
      await this.audit.record({
        actor,
        action: 'article.unpublish',
        targetType: 'article',
        targetId: id,
        targetLabel: item.title,
        outcome: 'unpublished',
        notes: reason,
        before,
        after: { status: item.status, reasonCode: item.reasonCode, adminNotes: item.adminNotes },
      });
      await this.notifier.notify({
        type: 'article-submission.unpublished',
        articleId: id,
        ownerUserId,
        title: item.title,
        reason,
      });
      return { id, status: 'rejected', removedProjectId: null };
    });
  }

  reopenArticle(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before } = await this.submissions.reopenArticle(id, reason, actor.id);
      await this.audit.record({
        actor,
        action: 'article.reopen',
        targetType: 'article',
        targetId: id,
        targetLabel: item.title,
        outcome: 'reopened',
        notes: reason,
        before,
        after: { status: item.status, reasonCode: null, adminNotes: null },
      });
      await this.notifier.notify({
        type: 'article-submission.reopened',
        articleId: id,
        ownerUserId,
        title: item.title,
        reason,
      });
      return { id, status: 'pending', removedProjectId: null };
    });
  }

  /** A reopened approval takes its project out of the directory until the submission is approved again. */
  reopenProjectSubmission(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before, removedProjectId } = await this.submissions.reopenProjectSubmission(
        id,
        reason,
        actor.id,
      );
      if (removedProjectId !== null) await this.projects.removeListing(removedProjectId);
      await this.audit.record({
        actor,
        action: 'project-submission.reopen',
        targetType: 'project-submission',
        targetId: id,
        targetLabel: item.projectName,
        outcome: 'reopened',
        notes: reason,
        before: {
          verificationStatus: before.status,
          reasonCode: before.reasonCode,
          adminNotes: before.adminNotes,
          projectId: removedProjectId,
        },
        after: { verificationStatus: item.verificationStatus, reasonCode: null, adminNotes: null, projectId: null },
      });
      await this.notifier.notify({
        type: 'project-submission.reopened',
        submissionId: id,
        ownerUserId,
        projectName: item.projectName,
        reason,
        delisted: removedProjectId !== null,
      });
      return { id, status: 'pending', removedProjectId };
    });
  }

  /** The Verified badge goes at once: the projects table's change drops the cached directory everywhere. */
  unverifyProject(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const project = await this.projects.unverify(id);
      await this.audit.record({
        actor,
        action: 'project.unverify',
        targetType: 'project',
        targetId: id,
        targetLabel: project.name,
        outcome: 'unverified',
        notes: reason,
        before: { verificationStatus: 'verified' },
        after: { verificationStatus: project.verificationStatus },
      });
      const ownerUserId = await this.projectSubmissions.submitterOf(id);
      if (ownerUserId !== null) {
        await this.notifier.notify({
          type: 'project.unverified',
          projectId: id,
          ownerUserId,
          projectName: project.name,
          reason,
        });
      }
      return { id, status: 'pending', removedProjectId: null };
    });
  }

  /** The owner is a plain user again from their next request, on every instance. */
  revokePartner(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const profile = await this.partnerProfiles.execute(id, reason, actor.id);
      const role = await this.partnerRole.execute(profile.userId);
      await this.audit.record({
        actor,
        action: 'partner.revoke',
        targetType: 'partner',
        targetId: id,
        targetLabel: profile.companyName,
        outcome: 'revoked',
        notes: reason,
        before: { status: 'approved', role: role.before },
        after: { status: profile.status, decisionReason: reason, role: role.after },
      });
      await this.notifier.notify({
        type: 'partner-profile.revoked',
        profileId: id,
        ownerUserId: profile.userId,
        companyName: profile.companyName,
        reason,
      });
      return { id, status: 'revoked', removedProjectId: null };
    });
  }
}
