import { Injectable } from '@nestjs/common';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { decidePendingItem, decisionOutcome } from '../../timeline/application/admin-decision';
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
    const decision = decisionOutcome(published, reasonCode);
    const article = await decidePendingItem(this.timeline, {
      subject: 'Article',
      itemKind: 'article-submission',
      id,
      decision,
      deciderId,
      notes: adminNotes,
      decide: () => this.articles.decide(id, decision.outcome, adminNotes, deciderId, decision.reasonCode),
      statusOf: () => this.articles.statusOf(id),
    });
    return { ...article, ownerUserId: await this.profiles.ownerOf(article.partnerId) };
  }

  /** Articles waiting for review, oldest first. */
  pending(): Promise<ArticleSubmission[]> {
    return this.articles.listPending();
  }
}
