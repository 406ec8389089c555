import { Injectable } from '@nestjs/common';
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

@Injectable()
export class TypeormArticleSubmissionRepository extends ArticleSubmissionRepository {
  constructor(private readonly unitOfWork: UnitOfWork) {
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

  listPublished(): Promise<PublishedArticle[]> {
    return this.unitOfWork.manager().query(LIST_PUBLISHED_ARTICLES);
  }

  async findPublished(id: number): Promise<PublishedArticle | null> {
    const rows: PublishedArticle[] = await this.unitOfWork.manager().query(FIND_PUBLISHED_ARTICLE, [id]);
    return rows[0] ?? null;
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
