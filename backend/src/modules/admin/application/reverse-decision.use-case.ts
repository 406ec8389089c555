import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { partnerProfilePolicy } from '../../partners/domain/partner-profile.policy';
import { projectVerificationPolicy } from '../../projects/domain/project-verification.policy';
import type { SubmissionStatus } from '../../submissions/domain/article-submission';
import { articleSubmissionPolicy } from '../../submissions/domain/article-submission.policy';
import type { ProjectSubmissionStatus } from '../../submissions/domain/project-submission';
import { projectSubmissionPolicy } from '../../submissions/domain/project-submission.policy';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';
import { carryOut, ModerationConsequences } from './moderation-consequences';
import { ModerationTargets } from './moderation-targets';

export interface Reversal {
  id: number;
  /** The item's state after the reversal. */
  status: 'rejected' | 'pending' | 'revoked';
  /** The directory project a reopened approval had listed and that left the directory. */
  removedProjectId: number | null;
}

/**
 * An admin undoes a decision, always with a reason. Like a decision, the owning module changes
 * the item only from the state the reversal undoes (409 otherwise, 404 unknown); the item's policy
 * says what the reversal from that state causes, and the change, its consequences, the audit entry
 * (before/after) and the owner's notification commit together.
 */
@Injectable()
export class ReverseDecisionUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly targets: ModerationTargets,
    private readonly consequences: ModerationConsequences,
    private readonly audit: AuditLogRepository,
  ) {}

  /** The article leaves the public pages at once; its partner may edit and resubmit it. */
  unpublishArticle(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before } = await this.targets.of('article').unpublish(id, reason, actor.id);
      await carryOut(articleSubmissionPolicy.effectsOf(before.status as SubmissionStatus, 'unpublish'), {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: 'article.unpublish',
            targetType: 'article',
            targetId: id,
            targetLabel: item.title,
            outcome: 'unpublished',
            notes: reason,
            before,
            after: { status: item.status, reasonCode: item.reasonCode, adminNotes: item.adminNotes },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'article-submission.unpublished',
            articleId: id,
            ownerUserId,
            title: item.title,
            reason,
          }),
      });
      return { id, status: 'rejected', removedProjectId: null };
    });
  }

  reopenArticle(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before } = await this.targets.of('article').reopen(id, reason, actor.id);
      await carryOut(articleSubmissionPolicy.effectsOf(before.status as SubmissionStatus, 'reopen'), {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: 'article.reopen',
            targetType: 'article',
            targetId: id,
            targetLabel: item.title,
            outcome: 'reopened',
            notes: reason,
            before,
            after: { status: item.status, reasonCode: null, adminNotes: null },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'article-submission.reopened',
            articleId: id,
            ownerUserId,
            title: item.title,
            reason,
          }),
      });
      return { id, status: 'pending', removedProjectId: null };
    });
  }

  /** A reopened approval takes its project out of the directory until the submission is approved again. */
  reopenProjectSubmission(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const { item, ownerUserId, before, removedProjectId } = await this.targets
        .of('project-submission')
        .reopen(id, reason, actor.id);
      await carryOut(projectSubmissionPolicy.effectsOf(before.status as ProjectSubmissionStatus, 'reopen'), {
        'remove-from-directory': async () => {
          if (removedProjectId !== null) await this.targets.of('project').removeListing(removedProjectId);
        },
        'audit-entry': () =>
          this.audit.record({
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
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'project-submission.reopened',
            submissionId: id,
            ownerUserId,
            projectName: item.projectName,
            reason,
            delisted: removedProjectId !== null,
          }),
      });
      return { id, status: 'pending', removedProjectId };
    });
  }

  /** The Verified badge goes at once: the projects table's change drops the cached directory everywhere. */
  unverifyProject(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const project = await this.targets.of('project').unverify(id);
      await carryOut(projectVerificationPolicy.effectsOf('verified', 'unverify'), {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: 'project.unverify',
            targetType: 'project',
            targetId: id,
            targetLabel: project.name,
            outcome: 'unverified',
            notes: reason,
            before: { verificationStatus: 'verified' },
            after: { verificationStatus: project.verificationStatus },
          }),
        'notify-owner': async () => {
          // A project that came from no submission has no one to tell.
          const ownerUserId = await this.targets.of('project-submission').submitterOf(id);
          if (ownerUserId === null) return;
          await this.consequences.notify({
            type: 'project.unverified',
            projectId: id,
            ownerUserId,
            projectName: project.name,
            reason,
          });
        },
      });
      return { id, status: 'pending', removedProjectId: null };
    });
  }

  /** The owner is a plain user again from their next request, on every instance. */
  revokePartner(id: number, reason: string, actor: Actor): Promise<Reversal> {
    return this.transactions.run(async () => {
      const profile = await this.targets.of('partner').revoke(id, reason, actor.id);
      let role: { before: string | null; after: string | null } = { before: null, after: null };
      await carryOut(partnerProfilePolicy.effectsOf('approved', 'revoke'), {
        'revoke-partner-role': async () => {
          role = await this.consequences.revokePartnerRole(profile.userId);
        },
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: 'partner.revoke',
            targetType: 'partner',
            targetId: id,
            targetLabel: profile.companyName,
            outcome: 'revoked',
            notes: reason,
            before: { status: 'approved', role: role.before },
            after: { status: profile.status, decisionReason: reason, role: role.after },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'partner-profile.revoked',
            profileId: id,
            ownerUserId: profile.userId,
            companyName: profile.companyName,
            reason,
          }),
      });
      return { id, status: 'revoked', removedProjectId: null };
    });
  }
}
