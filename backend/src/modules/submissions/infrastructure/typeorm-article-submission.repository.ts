import { Injectable } from '@nestjs/common';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { UnitOfWork } from '../../../database/unit-of-work';
import { updateReturning } from '../../../database/update-returning';
import type { ReasonCode } from '../../../kernel/lifecycle/reason-code';
import { ArticleSubmissionRepository } from '../application/article-submission.repository';
import type {
  ArticleChanges,
  ArticleSubmission,
  NewArticleSubmission,
  PublishedArticle,
  SubmissionStatus,
} from '../domain/article-submission';
import { ArticleSubmissionEntity } from './article-submission.entity';
import { FIND_PUBLISHED_ARTICLE, LIST_PUBLISHED_ARTICLES } from './published-articles.statements';
import { decidedNow, UNDECIDED } from './submission-decision.columns';
import type { StatusAfterOwnerAction } from '../../../kernel/lifecycle/owner-transitions';

/** A published article as read, with the author's user id its cache entry depends on. */
type PublishedArticleRow = PublishedArticle & { authorUserId: number };

@Injectable()
export class TypeormArticleSubmissionRepository extends ArticleSubmissionRepository {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  private get articles() {
    return this.unitOfWork.manager().getRepository(ArticleSubmissionEntity);
  }

  listByPartner(partnerId: number): Promise<ArticleSubmission[]> {
    return this.articles.find({ where: { partnerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async create(submission: NewArticleSubmission): Promise<ArticleSubmission> {
    // save() fills in the decision columns as null; they are not part of a submission.
    const {
      decidedAt: _decidedAt,
      decidedBy: _decidedBy,
      ...saved
    } = await this.articles.save(
      this.articles.create({ ...submission, status: 'pending', adminNotes: null, reasonCode: null }),
    );
    return { ...saved, decidedAt: null };
  }

  /**
   * Published articles are read on every article page and feed request: kept in the change-notified
   * cache until a published article changes (or is published or unpublished) or its author's
   * profile does, on this instance or another.
   */
  listPublished(): Promise<PublishedArticle[]> {
    return this.publishedRead('published-articles:listed', LIST_PUBLISHED_ARTICLES, [], { keepEmpty: true });
  }

  async findPublished(id: number): Promise<PublishedArticle | null> {
    // A missing article is not kept: it is a row nobody reads twice, and may be published next.
    const found = await this.publishedRead(`published-articles:${id}`, FIND_PUBLISHED_ARTICLE, [id], {
      keepEmpty: false,
    });
    return found[0] ?? null;
  }

  private async publishedRead(
    key: string,
    sql: string,
    parameters: unknown[],
    { keepEmpty }: { keepEmpty: boolean },
  ): Promise<PublishedArticle[]> {
    const cached = this.cache.get<PublishedArticle[]>(key);
    if (cached) return cached;
    const generation = this.cache.currentGeneration();
    const rows: PublishedArticleRow[] = await this.unitOfWork.manager().query(sql, parameters);
    const tags = [
      ...cacheTags.rowsWhere('article_submissions'),
      ...new Set(rows.map((row) => cacheTags.row('partner_profiles', row.authorUserId))),
    ];
    const articles = rows.map(({ authorUserId: _authorUserId, ...article }) => article);
    if (articles.length > 0 || keepEmpty) this.cache.set({ key, tags }, articles, generation);
    return articles;
  }

  listPending(): Promise<ArticleSubmission[]> {
    return this.articles.find({ where: { status: 'pending' }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async decide(
    id: number,
    status: 'approved' | 'rejected',
    adminNotes: string | null,
    deciderId: number,
    reasonCode: ReasonCode | null,
  ): Promise<ArticleSubmission | null> {
    return updateReturning(
      this.articles,
      { id, status: 'pending' },
      { status, ...decidedNow(deciderId, adminNotes, reasonCode) },
    );
  }

  findById(id: number): Promise<ArticleSubmission | null> {
    return this.articles.findOneBy({ id });
  }

  async changeWhile(
    id: number,
    fromStatus: SubmissionStatus,
    changes: ArticleChanges | null,
    to: StatusAfterOwnerAction,
  ): Promise<ArticleSubmission | null> {
    return updateReturning(
      this.articles,
      { id, status: fromStatus },
      { ...changes, ...(to ? { status: to } : {}), ...(to === 'pending' ? UNDECIDED : {}) },
    );
  }

  async statusOf(id: number): Promise<SubmissionStatus | null> {
    const article = await this.articles.findOne({ select: { status: true }, where: { id } });
    return article?.status ?? null;
  }
}
