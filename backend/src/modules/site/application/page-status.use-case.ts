import { Injectable } from '@nestjs/common';
import { ListProjectsUseCase } from '../../projects/application/list-projects.use-case';
import { ReadPublishedArticlesUseCase } from '../../submissions/application/read-published-articles.use-case';
import { SitePaths, type ItemSource } from '../domain/site-routes';

/** Article ids are PostgreSQL integers; a larger one cannot exist. */
const MAX_ARTICLE_ID = 2_147_483_647;

/**
 * The HTTP status of a page request: 200 for the client's pages and for items that exist, 404
 * for any other path, so an unknown path or item is not indexed as a page (a soft 404). The client
 * shows the same not-found screens either way.
 */
@Injectable()
export class PageStatusUseCase {
  constructor(
    private readonly sitePaths: SitePaths,
    private readonly projects: ListProjectsUseCase,
    private readonly articles: ReadPublishedArticlesUseCase,
  ) {}

  async statusOf(path: string): Promise<200 | 404> {
    const request = this.sitePaths.classify(path);
    if (request.kind === 'page') return 200;
    if (request.kind === 'unknown') return 404;
    return (await this.exists(request.source, request.id)) ? 200 : 404;
  }

  private exists(source: ItemSource, id: string): Promise<boolean> {
    if (source === 'directory-project') return this.projects.isListed(id);
    const articleId = Number(id);
    if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > MAX_ARTICLE_ID) return Promise.resolve(false);
    return this.articles.isPublished(articleId);
  }
}
