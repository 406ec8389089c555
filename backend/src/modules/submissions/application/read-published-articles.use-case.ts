import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain.error';
import type { PublishedArticle } from '../domain/article-submission';
import { ArticleSubmissionRepository } from './article-submission.repository';

@Injectable()
export class ReadPublishedArticlesUseCase {
  constructor(private readonly articles: ArticleSubmissionRepository) {}

  list(): Promise<PublishedArticle[]> {
    return this.articles.listPublished();
  }

  /** Pending and rejected articles do not exist for readers. */
  async get(id: number): Promise<PublishedArticle> {
    const article = await this.articles.findPublished(id);
    if (!article) throw new DomainError('NOT_FOUND', 'Article not found');
    return article;
  }

  /** The published article, or null for one that is not (or no longer) published. */
  find(id: number): Promise<PublishedArticle | null> {
    return this.articles.findPublished(id);
  }
}
