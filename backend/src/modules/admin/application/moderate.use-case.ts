import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { ModerationClaimsUseCase } from '../../claims/application/moderation-claims.use-case';
import { GrantPartnerRoleUseCase } from '../../auth/application/grant-partner-role.use-case';
import { Notifier } from '../../notifications/application/notifier';
import { DecidePartnerProfileUseCase } from '../../partners/application/decide-partner-profile.use-case';
import { ListSubmittedProjectUseCase } from '../../projects/application/list-submitted-project.use-case';
import { VerifyProjectUseCase } from '../../projects/application/verify-project.use-case';
import { DecideArticleSubmissionUseCase } from '../../submissions/application/decide-article-submission.use-case';
import { DecideProjectSubmissionUseCase } from '../../submissions/application/decide-project-submission.use-case';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';

export interface PartnerDecision {
  id: number;
  status: 'approved' | 'rejected';
  reasonCode: ReasonCode | null;
}

export interface ProjectDecision {
  id: number;
  verificationStatus: 'verified' | 'rejected';
}

export interface ArticleDecision {
  id: number;
  status: 'approved' | 'rejected';
  reasonCode: ReasonCode | null;
}

export interface ProjectSubmissionDecision {
  id: number;
  verificationStatus: 'approved' | 'rejected';
  adminNotes: string | null;
  reasonCode: ReasonCode | null;
  projectId: number | null;
}

/**
 * Each decision is made by the module that owns its target, which changes it only while it is
 * pending (a second or concurrent decision is a 409). The decision, its consequences in other
 * modules and the audit entry commit in one transaction, or none of them does. That transaction
 * begins by locking the item and checking its claim (`settleForDecision`): another admin's claim is
 * a 409, even one taken a moment before, and the decider's own claim ends with the decision.
 */
@Injectable()
export class ModerateUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly claims: ModerationClaimsUseCase,
    private readonly partnerProfiles: DecidePartnerProfileUseCase,
    private readonly partnerRole: GrantPartnerRoleUseCase,
    private readonly projectVerification: VerifyProjectUseCase,
    private readonly directory: ListSubmittedProjectUseCase,
    private readonly articles: DecideArticleSubmissionUseCase,
    private readonly projectSubmissions: DecideProjectSubmissionUseCase,
    private readonly audit: AuditLogRepository,
    private readonly notifier: Notifier,
  ) {}

  /** Approval makes the profile's owner a partner at once; rejection (with its reason code) is recorded and shown to them. */
  decidePartner(
    id: number,
    approved: boolean,
    actor: Actor,
    notes?: string,
    reasonCode?: ReasonCode,
  ): Promise<PartnerDecision> {
    return this.transactions.run(async () => {
      await this.claims.settleForDecision({ kind: 'partner', id }, actor);
      const profile = await this.partnerProfiles.execute(id, approved, actor.id, notes ?? null, reasonCode ?? null);
      if (approved) await this.partnerRole.execute(profile.userId);
      const status = approved ? 'approved' : 'rejected';
      await this.audit.record({
        actor,
        action: approved ? 'partner.approve' : 'partner.reject',
        targetType: 'partner',
        targetId: id,
        targetLabel: profile.companyName,
        outcome: status,
        notes: notes ?? null,
        before: { status: 'pending' },
        after: { status, decisionReason: notes ?? null },
      });
      await this.notifier.notify({
        type: 'partner-profile.decided',
        profileId: id,
        ownerUserId: profile.userId,
        companyName: profile.companyName,
        outcome: status,
        reason: notes ?? null,
        reasonCode: profile.reasonCode,
      });
      return { id, status, reasonCode: profile.reasonCode };
    });
  }

  decideProject(id: number, verified: boolean, actor: Actor, notes?: string): Promise<ProjectDecision> {
    return this.transactions.run(async () => {
      await this.claims.settleForDecision({ kind: 'project', id }, actor);
      const project = await this.projectVerification.execute(id, verified);
      const verificationStatus = verified ? 'verified' : 'rejected';
      await this.audit.record({
        actor,
        action: verified ? 'project.verify' : 'project.reject',
        targetType: 'project',
        targetId: id,
        targetLabel: project.name,
        outcome: verificationStatus,
        notes: notes ?? null,
        before: { verificationStatus: 'pending' },
        after: { verificationStatus },
      });
      const ownerUserId = await this.projectSubmissions.submitterOf(id);
      if (ownerUserId !== null) {
        await this.notifier.notify({
          type: 'project.verification-decided',
          projectId: id,
          ownerUserId,
          projectName: project.name,
          outcome: verificationStatus,
          adminNotes: notes ?? null,
        });
      }
      return { id, verificationStatus };
    });
  }

  /** Publishing approves the article, which then appears on the public articles pages. */
  decideArticle(
    id: number,
    published: boolean,
    actor: Actor,
    notes?: string,
    reasonCode?: ReasonCode,
  ): Promise<ArticleDecision> {
    return this.transactions.run(async () => {
      await this.claims.settleForDecision({ kind: 'article', id }, actor);
      const article = await this.articles.execute(id, published, notes ?? null, actor.id, reasonCode ?? null);
      const status = published ? 'approved' : 'rejected';
      await this.audit.record({
        actor,
        action: published ? 'article.publish' : 'article.reject',
        targetType: 'article',
        targetId: id,
        targetLabel: article.title,
        outcome: status,
        notes: notes ?? null,
        before: { status: 'pending' },
        after: { status, reasonCode: article.reasonCode, adminNotes: notes ?? null },
      });
      await this.notifier.notify({
        type: 'article-submission.decided',
        articleId: id,
        ownerUserId: article.ownerUserId,
        title: article.title,
        outcome: status,
        adminNotes: notes ?? null,
        reasonCode: article.reasonCode,
      });
      return { id, status, reasonCode: article.reasonCode };
    });
  }

  /** Approving lists the project in the directory; a rejection's reason code says if and when it may come back. */
  decideProjectSubmission(
    id: number,
    approved: boolean,
    actor: Actor,
    notes?: string,
    reasonCode?: ReasonCode,
    overridePayment = false,
  ): Promise<ProjectSubmissionDecision> {
    return this.transactions.run(async () => {
      await this.claims.settleForDecision({ kind: 'project-submission', id }, actor);
      const adminNotes = notes ?? null;
      const { submission, listing, paymentOverridden } = await this.projectSubmissions.execute(
        id,
        approved,
        adminNotes,
        actor.id,
        reasonCode ?? null,
        overridePayment,
      );
      let projectId: number | null = null;
      if (listing) {
        projectId = await this.directory.execute(listing);
        await this.projectSubmissions.recordListing(id, projectId);
      }
      const verificationStatus = approved ? 'approved' : 'rejected';
      await this.audit.record({
        actor,
        action: approved ? 'project-submission.approve' : 'project-submission.reject',
        targetType: 'project-submission',
        targetId: id,
        targetLabel: submission.projectName,
        outcome: paymentOverridden ? 'approved-unpaid' : verificationStatus,
        notes: paymentOverridden ? `Payment override: ${adminNotes}` : adminNotes,
        before: { verificationStatus: 'pending' },
        after: { verificationStatus, reasonCode: submission.reasonCode, adminNotes, projectId },
      });
      await this.notifier.notify({
        type: 'project-submission.decided',
        submissionId: id,
        ownerUserId: submission.userId,
        projectName: submission.projectName,
        outcome: verificationStatus,
        adminNotes,
        reasonCode: submission.reasonCode,
      });
      return { id, verificationStatus, adminNotes, reasonCode: submission.reasonCode, projectId };
    });
  }
}
