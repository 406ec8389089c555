import { Injectable } from '@nestjs/common';
import { decideWhilePending } from '../../../common/application/decide-while-pending';
import { GetPartnerProfileUseCase } from '../../partners/application/get-partner-profile.use-case';
import type { ArticleSubmission } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';

@Injectable()
export class DecideArticleSubmissionUseCase {
  constructor(
    private readonly articles: ArticleSubmissionRepository,
    private readonly profiles: GetPartnerProfileUseCase,
  ) {}

  /**
   * Publishing approves the article, which then appears on the public articles pages; the notes
   * are shown to its partner either way. Decided once.
   */
  async execute(
    id: number,
    published: boolean,
    adminNotes: string | null,
    deciderId: number,
  ): Promise<ArticleSubmission & { ownerUserId: number }> {
    const article = await decideWhilePending(
      'Article',
      () => this.articles.decide(id, published ? 'approved' : 'rejected', adminNotes, deciderId),
      () => this.articles.statusOf(id),
    );
    return { ...article, ownerUserId: await this.profiles.ownerOf(article.partnerId) };
  }

  /** Articles waiting for review, oldest first. */
  pending(): Promise<ArticleSubmission[]> {
    return this.articles.listPending();
  }
}
