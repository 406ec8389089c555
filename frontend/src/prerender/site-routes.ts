import { paths, projectCategories, routePatterns } from '../app/paths';
import { articles } from '../content/articles';
import { categoryProjects, projectDetails } from '../content/projects';
import { PARTNER_ARTICLE_ROUTE_ID } from '../features/articles/article-list-items';

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
}

export interface ItemRoute {
  pattern: string;
  /** Ids the client knows without asking the server (the fixed sample content). */
  fixedIds: string[];
  /**
   * Other ids that may exist: the server looks them up in `source`. `idPattern` (a regular
   * expression's source) says which ids can; its first group, when it has one, is what to look up.
   */
  lookup?: { source: 'published-article' | 'directory-project'; idPattern: string };
}

export function siteRoutes(): SiteRoutes {
  const pages = Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : []));
  const listedProjectIds = projectCategories.flatMap((category) =>
    categoryProjects[category].map((project) => project.id),
  );
  return {
    pages,
    items: [
      {
        pattern: routePatterns.article,
        fixedIds: articles.map((article) => String(article.id)),
        lookup: { source: 'published-article', idPattern: PARTNER_ARTICLE_ROUTE_ID.source },
      },
      { pattern: routePatterns.projectsByCategory, fixedIds: [...projectCategories] },
      {
        pattern: routePatterns.project,
        fixedIds: [...new Set([...Object.keys(projectDetails), ...listedProjectIds])],
        lookup: { source: 'directory-project', idPattern: '^(.+)$' },
      },
    ],
  };
}
