import type { ArticleSubmission, NewArticleSubmission, PublishedArticle } from '../domain/article-submission';

export abstract class ArticleSubmissionRepository {
  abstract listByPartner(partnerId: number): Promise<ArticleSubmission[]>;
  abstract create(submission: NewArticleSubmission): Promise<ArticleSubmission>;
  /** Approved articles, most recently published first. */
  abstract listPublished(): Promise<PublishedArticle[]>;
  abstract findPublished(id: number): Promise<PublishedArticle | null>;
}
