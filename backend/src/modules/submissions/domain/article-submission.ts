import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const ARTICLE_LIMITS = {
  title: 200,
  category: 50,
  excerpt: 500,
  content: 50_000,
} as const;

export interface ArticleSubmission {
  id: number;
  partnerId: number;
  title: string;
  category: string;
  excerpt: string;
  /** Sanitized HTML: only allow-listed tags and http(s) links survive. */
  content: string;
  imageUrl: string | null;
  status: SubmissionStatus;
  adminNotes: string | null;
  /** Why it was rejected; null unless rejected. */
  reasonCode: ReasonCode | null;
  createdAt: Date;
  decidedAt: Date | null;
}

export type NewArticleSubmission = Pick<
  ArticleSubmission,
  'partnerId' | 'title' | 'category' | 'excerpt' | 'content' | 'imageUrl'
>;

/** What a partner may change in their article (edit, or edit and resubmit). */
export type ArticleChanges = Omit<NewArticleSubmission, 'partnerId'>;

/** An approved partner article as readers see it. */
export interface PublishedArticle {
  id: number;
  title: string;
  category: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  author: string;
  publishedAt: Date;
}
