import type { ListPage, ListWindow } from '../../../paging/list-window';
import type {
  ListingType,
  ProjectSubmission,
  ProjectSubmissionStatus,
  SubmissionCategory,
} from '../domain/project-submission';

export interface PendingArticleRow {
  id: number;
  /** AS-YYMM-NNNN, the ID the partner quotes. */
  requestId: string;
  title: string;
  category: string;
  excerpt: string;
  imageUrl: string | null;
  /** The partner's company name. */
  author: string;
  createdAt: Date;
}

export interface PendingArticleWindow extends ListWindow {
  category?: string;
}

export interface ProjectSubmissionWindow extends ListWindow {
  status?: ProjectSubmissionStatus;
  category?: SubmissionCategory;
  listingType?: ListingType;
}

/** The admins' lists of submissions, searched, filtered and paged in SQL. */
export abstract class SubmissionAdminLists {
  /** Articles waiting for review; `q` matches the title, excerpt or author company; `category` any letter case. */
  /** `q` also finds a quoted AS- request ID. */
  abstract pendingArticles(window: PendingArticleWindow): Promise<ListPage<PendingArticleRow>>;
  /** Every project submission; `q` matches the project name, description or website, or is a quoted PS- request ID. */
  abstract projectSubmissions(window: ProjectSubmissionWindow): Promise<ListPage<ProjectSubmission>>;
  /** Pending articles the window matches created before `createdBefore`; read uncached, since time moves on. */
  abstract overdueArticleCount(window: PendingArticleWindow, createdBefore: Date): Promise<number>;
  /** Pending submissions the window matches that have waited longer than their listing type's target at `now`. */
  abstract overdueSubmissionCount(
    window: ProjectSubmissionWindow,
    targetHours: Record<ListingType, number>,
    now: Date,
  ): Promise<number>;
}
