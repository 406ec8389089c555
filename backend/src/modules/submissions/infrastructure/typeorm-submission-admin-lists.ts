import { Injectable } from '@nestjs/common';
import type { ListPage } from '../../../paging/list-window';
import { cachedListPage, listPageKey } from '../../../database/cached-list-page';
import { cacheTags } from '../../../database/cached-tables';
import { ChangeNotifiedCache } from '../../../database/change-notified-cache';
import { keysetCount, keysetEntityPage, keysetFiltered, keysetPage } from '../../../database/keyset-query';
import { withRequestIdSearch } from '../../../database/request-id-search';
import { UnitOfWork } from '../../../database/unit-of-work';
import { requestIdOf } from '../../../kernel/lifecycle/request-id';
import {
  SubmissionAdminLists,
  type PendingArticleRow,
  type PendingArticleWindow,
  type ProjectSubmissionWindow,
} from '../application/submission-admin-lists';
import { LISTING_TYPES, type ListingType, type ProjectSubmission } from '../domain/project-submission';
import { ProjectSubmissionEntity } from './project-submission.entity';

const ARTICLE_COLUMNS = {
  createdAt: 'article.created_at',
  id: 'article.id',
  search: ['article.title', 'article.excerpt', 'partner.company_name'],
};
const SUBMISSION_COLUMNS = {
  createdAt: 'submission.created_at',
  id: 'submission.id',
  search: ['submission.project_name', 'submission.description', 'submission.website'],
};

@Injectable()
export class TypeormSubmissionAdminLists extends SubmissionAdminLists {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: ChangeNotifiedCache,
  ) {
    super();
  }

  pendingArticles(window: PendingArticleWindow): Promise<ListPage<PendingArticleRow>> {
    const builder = this.pendingArticleRows(window)
      .select('article.id', 'id')
      .addSelect('article.title', 'title')
      .addSelect('article.category', 'category')
      .addSelect('article.excerpt', 'excerpt')
      .addSelect('article.image_url', 'imageUrl')
      .addSelect('partner.company_name', 'author')
      .addSelect('article.created_at', 'createdAt');
    const searched = withRequestIdSearch(builder, 'article-submission', 'article.id', window);
    return keysetPage(builder, ARTICLE_COLUMNS, searched, (row: Omit<PendingArticleRow, 'requestId'>) => ({
      ...row,
      requestId: requestIdOf('article-submission', row.id, row.createdAt),
    }));
  }

  overdueArticleCount(window: PendingArticleWindow, createdBefore: Date): Promise<number> {
    const builder = this.pendingArticleRows(window).andWhere('article.created_at < :createdBefore', { createdBefore });
    return keysetCount(
      builder,
      ARTICLE_COLUMNS,
      withRequestIdSearch(builder, 'article-submission', 'article.id', window),
    );
  }

  /**
   * Kept in the cache like the pages, and exact: the count changes only when a submission does
   * (the table's notification drops the entry) or when the next matching pending submission passes
   * its target, the moment the entry is stored to expire. It reads every matching row, as the
   * page's total does, which a searched list over many submissions cannot afford on every request.
   */
  async overdueSubmissionCount(
    window: ProjectSubmissionWindow,
    targetHours: Record<ListingType, number>,
    now: Date,
  ): Promise<number> {
    if (window.status && window.status !== 'pending') return 0;
    const key = listPageKey('project-submissions-overdue', window);
    const cached = this.cache.get<{ count: number }>(key);
    if (cached) return cached.count;
    const generation = this.cache.currentGeneration();
    const builder = this.submissionRows({ ...window, status: 'pending' });
    keysetFiltered(
      builder,
      SUBMISSION_COLUMNS,
      withRequestIdSearch(builder, 'project-submission', 'submission.id', window),
    );
    const hours = LISTING_TYPES.map((type) => `WHEN '${type}' THEN CAST(:hours_${type} AS integer)`).join(' ');
    const dueAt = `(submission.created_at + make_interval(hours => CASE submission.listing_type ${hours} END))`;
    const row = await builder
      .select(`COUNT(*) FILTER (WHERE ${dueAt} < CAST(:now AS timestamptz))`, 'overdue')
      .addSelect(`MIN(${dueAt}) FILTER (WHERE ${dueAt} >= CAST(:now AS timestamptz))`, 'nextDue')
      .setParameters({ now, ...Object.fromEntries(LISTING_TYPES.map((type) => [`hours_${type}`, targetHours[type]])) })
      .orderBy()
      .getRawOne<{ overdue: string; nextDue: Date | null }>();
    const count = Number(row?.overdue ?? 0);
    const expiresAt = row?.nextDue ? new Date(row.nextDue).getTime() : undefined;
    this.cache.set({ key, tags: cacheTags.tables('project_submissions'), expiresAt }, { count }, generation);
    return count;
  }

  private pendingArticleRows(window: PendingArticleWindow) {
    const builder = this.unitOfWork
      .manager()
      .createQueryBuilder()
      .from('article_submissions', 'article')
      .innerJoin('partner_profiles', 'partner', 'partner.id = article.partner_id')
      .where("article.status = 'pending'");
    if (window.category) builder.andWhere('lower(article.category) = lower(:category)', { category: window.category });
    return builder;
  }

  projectSubmissions(window: ProjectSubmissionWindow): Promise<ListPage<ProjectSubmission>> {
    return cachedListPage(this.cache, 'project-submissions', cacheTags.tables('project_submissions'), window, () =>
      this.readProjectSubmissions(window),
    );
  }

  private readProjectSubmissions(window: ProjectSubmissionWindow): Promise<ListPage<ProjectSubmission>> {
    const builder = this.submissionRows(window);
    const searched = withRequestIdSearch(builder, 'project-submission', 'submission.id', window);
    return keysetEntityPage(
      builder,
      SUBMISSION_COLUMNS,
      searched,
      ({ decidedBy: _decidedBy, ...submission }) => submission,
    );
  }

  private submissionRows(window: ProjectSubmissionWindow) {
    const builder = this.unitOfWork.manager().getRepository(ProjectSubmissionEntity).createQueryBuilder('submission');
    if (window.status) builder.andWhere('submission.verification_status = :status', { status: window.status });
    if (window.category) builder.andWhere('submission.category = :category', { category: window.category });
    if (window.listingType)
      builder.andWhere('submission.listing_type = :listingType', { listingType: window.listingType });
    return builder;
  }
}
