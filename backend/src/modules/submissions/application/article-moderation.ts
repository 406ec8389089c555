import { Injectable } from '@nestjs/common';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type { ArticleSubmission, SubmissionStatus } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';
import { DecideArticleSubmissionUseCase } from './decide-article-submission.use-case';
import { ReverseSubmissionUseCase, type ReversedSubmission } from './reverse-submission.use-case';

/**
 * What the admin's moderation does to an article submission, in one place: its state (for
 * `articleSubmissionPolicy`), the decision, unpublishing and reopening. Each change is made only
 * from the state it needs and writes its timeline entry, inside the caller's transaction.
 */
@Injectable()
export class ArticleModeration {
  constructor(
    private readonly articles: ArticleSubmissionRepository,
    private readonly deciding: DecideArticleSubmissionUseCase,
    private readonly reversing: ReverseSubmissionUseCase,
  ) {}

  /** Null when there is no such article. */
  statusOf(id: number): Promise<SubmissionStatus | null> {
    return this.articles.statusOf(id);
  }

  decide(
    id: number,
    published: boolean,
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null,
  ): Promise<ArticleSubmission & { ownerUserId: number }> {
    return this.deciding.execute(id, published, adminNotes, deciderId, reasonCode);
  }

  unpublish(id: number, reason: string, adminId: number): Promise<ReversedSubmission<ArticleSubmission>> {
    return this.reversing.unpublishArticle(id, reason, adminId);
  }

  reopen(id: number, reason: string, adminId: number): Promise<ReversedSubmission<ArticleSubmission>> {
    return this.reversing.reopenArticle(id, reason, adminId);
  }
}
