import { BRAND_NAME, BRAND_TAGLINE } from '../app/brand';
import { pageMeta, type PageMeta } from '../app/page-meta';
import { paths, projectCategories, routePatterns } from '../app/paths';
import { articles } from '../content/articles';
import { discoverCategories } from '../content/categories';
import { categoryProjects, projectDetails } from '../content/projects';
import { PARTNER_ARTICLE_ROUTE_ID, partnerArticleRouteId } from '../features/articles/article-list-items';

/**
 * What the server needs to know of the client's routes to answer a page request with the right
 * status (an unknown path or item is a 404, not the app with a 200): written by the build as
 * dist/site-routes.json, read by the server's site module.
 */
export interface SiteRoutes {
  /** Paths that always have a page. */
  pages: string[];
  /** Pages of one item each, by the pattern of their path (`/articles/:id`). */
  items: ItemRoute[];
  /** The brand every page's title and preview carries. */
  site: { name: string; tagline: string };
  /** What each page and each fixed item page says about itself in the served <head>, by path. */
  meta: { pages: Record<string, PageMeta>; items: Record<string, ItemMeta> };
}

/** A page of one item: an article, a project or a category. */
export interface ItemMeta extends PageMeta {
  kind: 'article' | 'project' | 'category';
  /** The item's own picture (a path on this site), when it has one. */
  image?: { url: string; alt: string };
  author?: string;
  /** ISO 8601. */
  publishedAt?: string;
  /** Its category's name, for the trail and the social card. */
  section?: string;
  /** The 1200×630 card the build draws for its link previews (scripts/social-cards.mjs). */
  card?: string;
}

/** Where the build writes a fixed item's card: /articles/1 → /social/articles/1.png. */
export function cardPath(path: string): string {
  return `/social${path}.png`;
}

/** "Nov 12, 2026" (the sample articles' dates) as an ISO date. */
function isoDay(day: string): string {
  return new Date(`${day} 00:00:00 UTC`).toISOString();
}

function fixedItemMeta(): Record<string, ItemMeta> {
  const items: Record<string, ItemMeta> = {};
  for (const article of articles) {
    items[paths.article(article.id)] = {
      kind: 'article',
      title: article.title,
      description: article.excerpt,
      indexable: true,
      image: { url: article.imageUrl, alt: article.imageAlt ?? article.title },
      author: article.author,
      publishedAt: isoDay(article.date),
      section: article.category,
    };
  }
  for (const category of discoverCategories) {
    items[paths.projectsByCategory(category.id)] = {
      kind: 'category',
      title: category.pageTitle,
      description: category.description,
      indexable: true,
      section: category.name,
    };
  }
  for (const category of projectCategories) {
    const section = discoverCategories.find((candidate) => candidate.id === category)?.name;
    for (const project of categoryProjects[category]) {
      items[paths.project(project.id)] = {
        kind: 'project',
        title: project.name,
        description: project.description,
        indexable: true,
        section,
      };
    }
  }
  for (const project of Object.values(projectDetails)) {
    items[paths.project(project.id)] = {
      kind: 'project',
      title: project.name,
      description: project.description,
      indexable: true,
      section: project.category,
    };
  }
  for (const [path, meta] of Object.entries(items)) meta.card = cardPath(path);
  return items;
}

export interface ItemRoute {
  pattern: string;
  /** Ids the client knows without asking the server (the fixed sample content). */
  fixedIds: string[];
  /**
   * Other ids that may exist: the server looks them up in `source`. `idPattern` (a regular
   * expression's source) says which ids can; its first group, when it has one, is what to look up.
   */
  lookup?: {
    source: 'published-article' | 'directory-project';
    idPattern: string;
    /** How an id looked up becomes the path's last segment: `{id}` stands for it. */
    idTemplate: string;
  };
}

export function siteRoutes(): SiteRoutes {
  const pages = Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : []));
  const listedProjectIds = projectCategories.flatMap((category) =>
    categoryProjects[category].map((project) => project.id),
  );
  return {
    pages,
    site: { name: BRAND_NAME, tagline: BRAND_TAGLINE },
    meta: { pages: pageMeta, items: fixedItemMeta() },
    items: [
      {
        pattern: routePatterns.article,
        fixedIds: articles.map((article) => String(article.id)),
        lookup: {
          source: 'published-article',
          idPattern: PARTNER_ARTICLE_ROUTE_ID.source,
          idTemplate: partnerArticleRouteId('{id}'),
        },
      },
      { pattern: routePatterns.projectsByCategory, fixedIds: [...projectCategories] },
      {
        pattern: routePatterns.project,
        fixedIds: [...new Set([...Object.keys(projectDetails), ...listedProjectIds])],
        lookup: { source: 'directory-project', idPattern: '^(.+)$', idTemplate: '{id}' },
      },
    ],
  };
}
