import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import type {
  ArticleChanges,
  ArticleSubmission,
  NewArticleSubmission,
  PublishedArticle,
  SubmissionStatus,
} from '../domain/article-submission';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

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
    reasonCode: ReasonCode | null,
  ): Promise<ArticleSubmission | null>;
  abstract findById(id: number): Promise<ArticleSubmission | null>;
  /**
   * Applies the partner's changes only while the article still has `fromStatus` (else null).
   * Resubmitting puts it back to pending and clears the previous decision (kept in the timeline).
   */
  abstract changeWhile(
    id: number,
    fromStatus: SubmissionStatus,
    changes: ArticleChanges | null,
    to: StatusAfterOwnerAction,
  ): Promise<ArticleSubmission | null>;
  abstract statusOf(id: number): Promise<SubmissionStatus | null>;
}
