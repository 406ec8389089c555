import { Injectable } from '@nestjs/common';
import { ListProjectsUseCase } from '../../projects/application/list-projects.use-case';
import { ReadPublishedArticlesUseCase } from '../../submissions/application/read-published-articles.use-case';
import type { ItemMeta } from '../domain/page-head';
import { SitePaths } from '../domain/site-routes';
import { PageStatusUseCase } from './page-status.use-case';

export interface IndexedPage {
  /** The page's absolute URL. */
  url: string;
  lastModified: Date;
}

export interface FeedArticle {
  url: string;
  title: string;
  description: string;
  author: string;
  section: string | undefined;
  publishedAt: Date;
  /** An absolute URL, when the article has a picture. */
  image: string | undefined;
}

/** Newest first; the feed carries this many. */
const FEED_LENGTH = 50;

/**
 * What the site offers to be found: every indexable page for the sitemap, and the articles for
 * the feed, both read fresh (from the client build and the database) so a publication or a
 * withdrawal through moderation shows in them at once.
 */
@Injectable()
export class SiteIndexUseCase {
  constructor(
    private readonly sitePaths: SitePaths,
    private readonly pages: PageStatusUseCase,
    private readonly projects: ListProjectsUseCase,
    private readonly articles: ReadPublishedArticlesUseCase,
  ) {}

  get site() {
    return this.pages.site;
  }

  async indexedPages(): Promise<IndexedPage[]> {
    const { publicUrl } = this.pages.site;
    const indexed = new Map<string, Date>();
    for (const [path, meta] of this.sitePaths.described()) {
      if (!meta.indexable) continue;
      const published = (meta as ItemMeta).publishedAt;
      indexed.set(path, published ? new Date(published) : this.sitePaths.builtAt);
    }
    const [projects, articles] = await Promise.all([this.projects.execute(), this.articles.list()]);
    for (const project of projects) {
      const path = this.sitePaths.itemPath('directory-project', project.slug);
      if (path && !indexed.has(path)) indexed.set(path, project.createdAt);
    }
    for (const article of articles) {
      const path = this.sitePaths.itemPath('published-article', article.id);
      if (path) indexed.set(path, article.publishedAt);
    }
    return [...indexed].map(([path, lastModified]) => ({ url: `${publicUrl}${path}`, lastModified }));
  }

  /** The fixed articles and the published ones, newest first. */
  async feedArticles(): Promise<FeedArticle[]> {
    const { publicUrl } = this.pages.site;
    const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);
    const fixed: FeedArticle[] = [];
    for (const [path, meta] of this.sitePaths.described()) {
      const item = meta as ItemMeta;
      if (item.kind !== 'article' || !item.publishedAt) continue;
      fixed.push({
        url: `${publicUrl}${path}`,
        title: item.title,
        description: item.description,
        author: item.author ?? this.site.name,
        section: item.section,
        publishedAt: new Date(item.publishedAt),
        image: item.image && absolute(item.image.url),
      });
    }
    const published = (await this.articles.list()).flatMap((article): FeedArticle[] => {
      const path = this.sitePaths.itemPath('published-article', article.id);
      if (!path) return [];
      return [
        {
          url: `${publicUrl}${path}`,
          title: article.title,
          description: article.excerpt,
          author: article.author,
          section: article.category,
          publishedAt: article.publishedAt,
          image: article.imageUrl ? absolute(article.imageUrl) : undefined,
        },
      ];
    });
    return [...fixed, ...published]
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
      .slice(0, FEED_LENGTH);
  }
}
