import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import type { ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';

@Injectable()
export class DecideArticleSubmissionUseCase {
  constructor(private readonly articles: ArticleSubmissionRepository) {}

  /**
   * Publishing approves the article, which then appears on the public articles pages; the notes
   * are shown to its partner either way. Decided once.
   */
  execute(id: number, published: boolean, adminNotes: string | null, deciderId: number): Promise<ArticleSubmission> {
    return decideWhilePending(
      'Article',
      () => this.articles.decide(id, published ? 'approved' : 'rejected', adminNotes, deciderId),
      () => this.articles.statusOf(id),
    );
  }

  /** Articles waiting for review, oldest first. */
  pending(): Promise<ArticleSubmission[]> {
    return this.articles.listPending();
  }
}
