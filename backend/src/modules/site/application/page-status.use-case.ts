import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ListProjectsUseCase } from '../../projects/application/list-projects.use-case';
import type { Project } from '../../projects/domain/project';
import type { PublishedArticle } from '../../submissions/domain/article-submission';
import { ReadPublishedArticlesUseCase } from '../../submissions/application/read-published-articles.use-case';
import { NOT_FOUND_META, headTags, type ItemMeta, type PageMeta, type SiteIdentity } from '../domain/page-head';
import { previewCardOf, type PreviewCard } from '../domain/preview-card';
import { SitePaths, type ItemSource } from '../domain/site-routes';
import { PageRenderer, type RenderedPage } from './page-renderer';

/** Article ids are PostgreSQL integers; a larger one cannot exist. */
const MAX_ARTICLE_ID = 2_147_483_647;

/** Longest description a search result or preview shows whole. */
const DESCRIPTION_LENGTH = 160;

export interface DescribedPage {
  status: 200 | 404;
  meta: PageMeta;
}

function shortened(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/**
 * A page request as the server answers it before any script runs: its HTTP status (200 for the
 * client's pages and for items that exist, 404 for any other path, so an unknown path or item is
 * not indexed as a page) and what its <head> says (title, description, canonical, previews,
 * structured data). The client shows the same not-found screens either way.
 */
@Injectable()
export class PageStatusUseCase {
  readonly site: SiteIdentity;

  constructor(
    private readonly sitePaths: SitePaths,
    private readonly projects: ListProjectsUseCase,
    private readonly articles: ReadPublishedArticlesUseCase,
    private readonly renderer: PageRenderer,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'publicUrl'>,
  ) {
    this.site = { ...sitePaths.brand, publicUrl: config.publicUrl.replace(/\/+$/, ''), locale: 'en-US' };
  }

  /**
   * The page's status, its <head> elements, and for a page rendered on request (an article or
   * project page that exists) the document with its content.
   */
  async page(path: string): Promise<{ status: 200 | 404; head: string; document?: RenderedPage }> {
    const page = await this.describe(path);
    const head = headTags(path, page.meta, this.site);
    if (page.status !== 200) return { status: page.status, head };
    return { status: page.status, head, document: (await this.renderer.render(path)) ?? undefined };
  }

  async describe(path: string): Promise<DescribedPage> {
    const request = this.sitePaths.classify(path);
    if (request.kind === 'unknown') return { status: 404, meta: NOT_FOUND_META };
    if (request.kind === 'page') {
      const meta = this.sitePaths.metaOf(path) ?? { ...NOT_FOUND_META, title: this.site.tagline, indexable: false };
      return { status: 200, meta };
    }
    const item = await this.lookup(request.source, request.id);
    return item ? { status: 200, meta: item.meta } : { status: 404, meta: NOT_FOUND_META };
  }

  /** The preview card of an item published after the build, or null for one that is not (or no longer) public. */
  async previewCard(source: ItemSource, id: string): Promise<PreviewCard | null> {
    if (!this.isLookedUp(source, id)) return null;
    return (await this.lookup(source, id))?.card ?? null;
  }

  /** The preview cards of every item published after the build, from one read of each list. */
  async previewCards(): Promise<PreviewCard[]> {
    const [projects, articles] = await Promise.all([this.projects.execute(), this.articles.list()]);
    const items = [
      ...projects.map((project) => ['directory-project', project.slug, projectMeta(project)] as const),
      ...articles.map((article) => ['published-article', String(article.id), articleMeta(article)] as const),
    ];
    return items
      .filter(([source, id]) => this.isLookedUp(source, id))
      .map(([source, id, meta]) => previewCardOf(source, id, meta, this.site));
  }

  /** Whether the item's page is one looked up on request (not a fixed page of the build). */
  private isLookedUp(source: ItemSource, id: string): boolean {
    const path = this.sitePaths.itemPath(source, id);
    const request = path ? this.sitePaths.classify(path) : undefined;
    return request?.kind === 'lookup' && request.source === source && request.id === id;
  }

  private async lookup(source: ItemSource, id: string): Promise<{ meta: ItemMeta; card: PreviewCard } | null> {
    const item = await this.itemMeta(source, id);
    if (!item) return null;
    const card = previewCardOf(source, id, item, this.site);
    return { meta: { ...item, card: card.path }, card };
  }

  private async itemMeta(source: ItemSource, id: string): Promise<ItemMeta | null> {
    if (source === 'directory-project') {
      const project = (await this.projects.execute()).find((candidate) => candidate.slug === id);
      return project ? projectMeta(project) : null;
    }
    const articleId = Number(id);
    if (!Number.isSafeInteger(articleId) || articleId < 1 || articleId > MAX_ARTICLE_ID) return null;
    const article = await this.articles.find(articleId);
    return article ? articleMeta(article) : null;
  }
}

function projectMeta(project: Project): ItemMeta {
  return {
    kind: 'project',
    title: project.name,
    description: shortened(project.description),
    indexable: true,
    image: project.logo ? { url: project.logo, alt: `${project.name} logo` } : undefined,
    section: project.category,
  };
}

function articleMeta(article: PublishedArticle): ItemMeta {
  return {
    kind: 'article',
    title: article.title,
    description: shortened(article.excerpt),
    indexable: true,
    image: article.imageUrl ? { url: article.imageUrl, alt: article.title } : undefined,
    author: article.author,
    publishedAt: article.publishedAt.toISOString(),
    section: article.category,
  };
}
