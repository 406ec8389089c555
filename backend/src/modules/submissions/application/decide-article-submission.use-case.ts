import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import { DomainError } from '../../../common/errors/domain.error';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { TimelineRepository } from '../../timeline/application/timeline.repository';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';

@Injectable()
export class DecideArticleSubmissionUseCase {
  constructor(
    private readonly articles: ArticleSubmissionRepository,
    private readonly profiles: GetPartnerProfileUseCase,
    private readonly timeline: TimelineRepository,
  ) {}

  /**
   * Publishing approves the article, which then appears on the public articles pages; the notes
   * are shown to its partner either way. Decided once. A rejection carries a reason code
   * (`other` by default) that says whether and when the partner may resubmit.
   */
  async execute(
    id: number,
    published: boolean,
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null = null,
  ): Promise<ArticleSubmission & { ownerUserId: number }> {
    if (published && reasonCode) throw new DomainError('VALIDATION_FAILED', 'reasonCode is only given when rejecting');
    const code = published ? null : (reasonCode ?? 'other');
    const outcome = published ? 'approved' : 'rejected';
    const article = await decideWhilePending(
      'Article',
      () => this.articles.decide(id, outcome, adminNotes, deciderId, code),
      () => this.articles.statusOf(id),
    );
    await this.timeline.record({
      itemKind: 'article-submission',
      itemId: id,
      event: 'decided',
      actor: 'admin',
      actorId: deciderId,
      outcome,
      reasonCode: code,
      notes: adminNotes,
    });
    return { ...article, ownerUserId: await this.profiles.ownerOf(article.partnerId) };
  }

  /** Articles waiting for review, oldest first. */
  pending(): Promise<ArticleSubmission[]> {
    return this.articles.listPending();
  }
}
