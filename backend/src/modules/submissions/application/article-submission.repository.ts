import type { ArticleSubmission, NewArticleSubmission, PublishedArticle, SubmissionStatus } from '../domain/article-submission';

export abstract class ArticleSubmissionRepository {
  abstract listByPartner(partnerId: number): Promise<ArticleSubmission[]>;
  abstract create(submission: NewArticleSubmission): Promise<ArticleSubmission>;
  /** Approved articles, most recently published first. */
  abstract listPublished(): Promise<PublishedArticle[]>;
  abstract findPublished(id: number): Promise<PublishedArticle | null>;
  /** Articles waiting for review, oldest first. */
  abstract listPending(): Promise<ArticleSubmission[]>;
  /** Sets the decision only while the article is pending; answers the decided article, else null. */
  abstract decide(
    id: number,
    status: 'approved' | 'rejected',
    adminNotes: string | null,
    deciderId: number,
  ): Promise<ArticleSubmission | null>;
  abstract statusOf(id: number): Promise<SubmissionStatus | null>;
}
