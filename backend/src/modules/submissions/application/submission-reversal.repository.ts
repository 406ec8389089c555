import type { ArticleSubmission } from '../domain/article-submission';
import type { ProjectSubmission } from '../domain/project-submission';

/** The admin's reversals of decided submissions; each changes a row only from the state it undoes. */
export abstract class SubmissionReversalRepository {
  /** Approved → rejected (reason code `other`, the reason as notes); null when not approved. */
  abstract unpublishArticle(id: number, reason: string, deciderId: number): Promise<ArticleSubmission | null>;
  /** Rejected → pending, the decision cleared; null when not rejected. */
  abstract reopenArticle(id: number): Promise<ArticleSubmission | null>;
  /** Approved or rejected → pending, the decision and the directory link cleared; null when `from` no longer holds. */
  abstract reopenProjectSubmission(id: number, from: 'approved' | 'rejected'): Promise<ProjectSubmission | null>;
  abstract findArticle(id: number): Promise<ArticleSubmission | null>;
  abstract findProjectSubmission(id: number): Promise<ProjectSubmission | null>;
}
