import type { ArticleSubmission, NewArticleSubmission } from '../domain/article-submission';

export abstract class ArticleSubmissionRepository {
  abstract listByPartner(partnerId: number): Promise<ArticleSubmission[]>;
  abstract create(submission: NewArticleSubmission): Promise<ArticleSubmission>;
}
