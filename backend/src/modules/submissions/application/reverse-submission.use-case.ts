import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import type { ArticleSubmission } from '../domain/article-submission';
import type { ProjectSubmission } from '../domain/project-submission';
import { SubmissionReversalRepository } from './submission-reversal.repository';

/** What a reversal changed, for the audit entry and the owner's notification. */
export interface ReversedSubmission<Item> {
  item: Item;
  ownerUserId: number;
  before: { status: string; reasonCode: ReasonCode | null; adminNotes: string | null };
}

/**
 * An admin undoes a decision on a submission: unpublishing an approved article rejects it (reason
 * code `other`, the reason as notes), so its partner may edit and resubmit it under the usual
 * rules; reopening a decided item puts it back in the review queue. Each changes the item only
 * from the state it undoes (else 409, or 404 when unknown) and writes its timeline entry; run
 * inside the admin's transaction.
 */
@Injectable()
export class ReverseSubmissionUseCase {
  constructor(
    private readonly reversals: SubmissionReversalRepository,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly timeline: TimelineRepository,
  ) {}

  async unpublishArticle(id: number, reason: string, adminId: number): Promise<ReversedSubmission<ArticleSubmission>> {
    const before = await this.article(id, ['approved'], 'only a published article can be unpublished');
    const item = await this.reversals.unpublishArticle(id, reason, adminId);
    if (!item) throw conflict('Article', 'only a published article can be unpublished');
    await this.timeline.record({
      itemKind: 'article-submission',
      itemId: id,
      event: 'reversed',
      actor: 'admin',
      actorId: adminId,
      outcome: 'rejected',
      reasonCode: 'other',
      notes: reason,
    });
    return { item, ownerUserId: await this.profiles.ownerOf(item.partnerId), before: decisionOf(before) };
  }

  async reopenArticle(id: number, reason: string, adminId: number): Promise<ReversedSubmission<ArticleSubmission>> {
    const before = await this.article(id, ['rejected'], 'only a rejected article can be reopened');
    const item = await this.reversals.reopenArticle(id);
    if (!item) throw conflict('Article', 'only a rejected article can be reopened');
    await this.timeline.record({
      itemKind: 'article-submission',
      itemId: id,
      event: 'reopened',
      actor: 'admin',
      actorId: adminId,
      notes: reason,
    });
    return { item, ownerUserId: await this.profiles.ownerOf(item.partnerId), before: decisionOf(before) };
  }

  /** The answer's `before.projectId` names the directory project an approval had created, which the caller removes. */
  async reopenProjectSubmission(
    id: number,
    reason: string,
    adminId: number,
  ): Promise<ReversedSubmission<ProjectSubmission> & { removedProjectId: number | null }> {
    const before = await this.reversals.findProjectSubmission(id);
    if (!before) throw new DomainError('NOT_FOUND', 'Project submission not found');
    const status = before.verificationStatus;
    if (status !== 'approved' && status !== 'rejected') {
      throw conflict('Project submission', `only an approved or rejected submission can be reopened (it is ${status})`);
    }
    const item = await this.reversals.reopenProjectSubmission(id, status);
    if (!item) throw conflict('Project submission', 'it was changed meanwhile');
    await this.timeline.record({
      itemKind: 'project-submission',
      itemId: id,
      event: 'reopened',
      actor: 'admin',
      actorId: adminId,
      notes: reason,
    });
    return {
      item,
      ownerUserId: item.userId,
      before: { status, reasonCode: before.reasonCode, adminNotes: before.adminNotes },
      removedProjectId: before.projectId,
    };
  }

  private async article(id: number, from: string[], rule: string): Promise<ArticleSubmission> {
    const article = await this.reversals.findArticle(id);
    if (!article) throw new DomainError('NOT_FOUND', 'Article not found');
    if (!from.includes(article.status)) throw conflict('Article', `${rule} (it is ${article.status})`);
    return article;
  }
}

function decisionOf(item: { status: string; reasonCode: ReasonCode | null; adminNotes: string | null }) {
  return { status: item.status, reasonCode: item.reasonCode, adminNotes: item.adminNotes };
}

function conflict(subject: string, rule: string): DomainError {
  return new DomainError('CONFLICT', `${subject} cannot be changed: ${rule}`);
}
