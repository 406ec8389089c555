import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../../common/application/transaction-runner';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import {
  reasonCodeProblem,
  type ModerationEffect,
  type ModerationPolicy,
} from '../../../kernel/moderation/moderation-policy';
import { ModerationClaimsUseCase } from '../../claims/application/moderation-claims.use-case';
import { partnerProfilePolicy } from '../../partners/domain/partner-profile.policy';
import { projectVerificationPolicy } from '../../projects/domain/project-verification.policy';
import { articleSubmissionPolicy } from '../../submissions/domain/article-submission.policy';
import { projectSubmissionPolicy } from '../../submissions/domain/project-submission.policy';
import type { ModerationTarget } from '../domain/bulk-decision';
import type { Actor } from '../domain/moderation';
import { AuditLogRepository } from './audit-log.repository';
import { carryOut, ModerationConsequences } from './moderation-consequences';
import { ModerationTargets } from './moderation-targets';

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
 * Each decision asks the item's policy whether it is allowed in the item's state and what it
 * causes, then has the module that owns the item change it (only while it is still pending: a
 * second or concurrent decision is a 409) and carries out the consequences. The decision, its
 * consequences in other modules and the audit entry commit in one transaction, or none of them
 * does. That transaction begins by locking the item and checking its claim (`settleForDecision`):
 * another admin's claim is a 409, even one taken a moment before, and the decider's own claim ends
 * with the decision.
 */
@Injectable()
export class ModerateUseCase {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly claims: ModerationClaimsUseCase,
    private readonly targets: ModerationTargets,
    private readonly consequences: ModerationConsequences,
    private readonly audit: AuditLogRepository,
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
      const target = this.targets.of('partner');
      const effects = await this.allowed('partner', id, actor, partnerProfilePolicy, approved ? 'approve' : 'reject', {
        statusOf: () => target.statusOf(id),
        check: () => checkReasonCode(approved, reasonCode),
      });
      const profile = await target.decide(id, approved, actor.id, notes ?? null, reasonCode ?? null);
      const status = approved ? 'approved' : 'rejected';
      await carryOut(effects, {
        'grant-partner-role': () => this.consequences.grantPartnerRole(profile.userId),
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: approved ? 'partner.approve' : 'partner.reject',
            targetType: 'partner',
            targetId: id,
            targetLabel: profile.companyName,
            outcome: status,
            notes: notes ?? null,
            before: { status: 'pending' },
            after: { status, decisionReason: notes ?? null },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'partner-profile.decided',
            profileId: id,
            ownerUserId: profile.userId,
            companyName: profile.companyName,
            outcome: status,
            reason: notes ?? null,
            reasonCode: profile.reasonCode,
          }),
      });
      return { id, status, reasonCode: profile.reasonCode };
    });
  }

  decideProject(id: number, verified: boolean, actor: Actor, notes?: string): Promise<ProjectDecision> {
    return this.transactions.run(async () => {
      const target = this.targets.of('project');
      const effects = await this.allowed(
        'project',
        id,
        actor,
        projectVerificationPolicy,
        verified ? 'verify' : 'reject',
        {
          statusOf: () => target.statusOf(id),
        },
      );
      const project = await target.decide(id, verified);
      const verificationStatus = verified ? 'verified' : 'rejected';
      await carryOut(effects, {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: verified ? 'project.verify' : 'project.reject',
            targetType: 'project',
            targetId: id,
            targetLabel: project.name,
            outcome: verificationStatus,
            notes: notes ?? null,
            before: { verificationStatus: 'pending' },
            after: { verificationStatus },
          }),
        'notify-owner': async () => {
          // A project that came from no submission has no one to tell.
          const ownerUserId = await this.targets.of('project-submission').submitterOf(id);
          if (ownerUserId === null) return;
          await this.consequences.notify({
            type: 'project.verification-decided',
            projectId: id,
            ownerUserId,
            projectName: project.name,
            outcome: verificationStatus,
            adminNotes: notes ?? null,
          });
        },
      });
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
      const target = this.targets.of('article');
      const effects = await this.allowed(
        'article',
        id,
        actor,
        articleSubmissionPolicy,
        published ? 'approve' : 'reject',
        {
          statusOf: () => target.statusOf(id),
          check: () => checkReasonCode(published, reasonCode),
        },
      );
      const article = await target.decide(id, published, notes ?? null, actor.id, reasonCode ?? null);
      const status = published ? 'approved' : 'rejected';
      await carryOut(effects, {
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: published ? 'article.publish' : 'article.reject',
            targetType: 'article',
            targetId: id,
            targetLabel: article.title,
            outcome: status,
            notes: notes ?? null,
            before: { status: 'pending' },
            after: { status, reasonCode: article.reasonCode, adminNotes: notes ?? null },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'article-submission.decided',
            articleId: id,
            ownerUserId: article.ownerUserId,
            title: article.title,
            outcome: status,
            adminNotes: notes ?? null,
            reasonCode: article.reasonCode,
          }),
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
      const target = this.targets.of('project-submission');
      const decision = approved ? 'approve' : 'reject';
      const effects = await this.allowed('project-submission', id, actor, projectSubmissionPolicy, decision, {
        statusOf: () => target.statusOf(id),
        check: () => {
          checkReasonCode(approved, reasonCode);
          if (!approved && overridePayment)
            throw new DomainError('VALIDATION_FAILED', 'overridePayment is only given when approving');
        },
      });
      const adminNotes = notes ?? null;
      const { submission, listing, paymentOverridden } = await target.decide(
        id,
        approved,
        adminNotes,
        actor.id,
        reasonCode ?? null,
        overridePayment,
      );
      let projectId: number | null = null;
      const verificationStatus = approved ? 'approved' : 'rejected';
      await carryOut(effects, {
        'list-in-directory': async () => {
          if (!listing) return;
          projectId = await this.targets.of('project').list(listing);
          await target.recordListing(id, projectId);
        },
        'audit-entry': () =>
          this.audit.record({
            actor,
            action: approved ? 'project-submission.approve' : 'project-submission.reject',
            targetType: 'project-submission',
            targetId: id,
            targetLabel: submission.projectName,
            outcome: paymentOverridden ? 'approved-unpaid' : verificationStatus,
            notes: paymentOverridden ? `Payment override: ${adminNotes}` : adminNotes,
            before: { verificationStatus: 'pending' },
            after: { verificationStatus, reasonCode: submission.reasonCode, adminNotes, projectId },
          }),
        'notify-owner': () =>
          this.consequences.notify({
            type: 'project-submission.decided',
            submissionId: id,
            ownerUserId: submission.userId,
            projectName: submission.projectName,
            outcome: verificationStatus,
            adminNotes,
            reasonCode: submission.reasonCode,
          }),
      });
      return { id, verificationStatus, adminNotes, reasonCode: submission.reasonCode, projectId };
    });
  }

  /**
   * The steps before the owner's change, in the decision's transaction: the item is locked and its
   * claim settled, the decision itself is checked (`check`, a 400), and the policy is asked whether
   * the item's state allows it: an unknown item is a 404, a decided one a 409. Answers the effects.
   */
  private async allowed<State extends string, Decision extends string>(
    kind: ModerationTarget,
    id: number,
    actor: Actor,
    policy: ModerationPolicy<State, Decision>,
    decision: Decision,
    item: { statusOf: () => Promise<State | null>; check?: () => void },
  ): Promise<readonly ModerationEffect[]> {
    await this.claims.settleForDecision({ kind, id }, actor);
    item.check?.();
    const state = await item.statusOf();
    if (state === null) throw new DomainError('NOT_FOUND', `${policy.subject} not found`);
    const verdict = policy.decide(state, decision);
    if (!verdict.allowed) throw new DomainError('CONFLICT', `${policy.subject} was already decided (${state})`);
    return verdict.effects;
  }
}

/** A reason code only goes with a rejection (400), checked before the item's state as the owner checks it. */
function checkReasonCode(approve: boolean, reasonCode: ReasonCode | undefined): void {
  const problem = reasonCodeProblem(approve, reasonCode ?? null);
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);
}
