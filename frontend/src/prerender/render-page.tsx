import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { paths, routePatterns } from '../app/paths';
import { AppProviders } from '../app/providers';
import { articles } from '../content/articles';
import { AppRoutes, lazyPageName, preloadPage } from '../app/router';
import { LeaderboardTable } from '../features/leaderboards/components/LeaderboardTable';
import { DEFAULT_LEADERBOARD, leaderboardTabs } from '../features/leaderboards/leaderboard-tabs';
import { leaderboardEndpoint } from '../features/leaderboards/api/leaderboard-endpoints';
import { PrerenderedTitleContext } from '../lib/use-document-title';
import { DIRECTORY_PROJECTS_ENDPOINT } from '../lib/use-directory-projects';
import { publishedArticleEndpoints } from '../features/articles/api/published-article';
import { parsePartnerArticleId } from '../features/articles/article-list-items';
import { pageChunkFiles, type BuildManifest } from './page-chunks';
import { hoistEmotionStyles, prerenderedDocument } from './prerendered-html';

export { siteRoutes } from './site-routes';

/**
 * Public reading pages that look the same for every visitor until their data arrives. Each is
 * rendered at build time, so the browser paints it straight from the HTML and React then
 * hydrates it. Pages with forms above the fold (login, signup) are left to the browser: typed
 * into before hydration, a form would submit natively; and pages that depend on who is signed
 * in cannot be rendered ahead of time.
 */
export const prerenderedPaths: readonly string[] = [
  paths.home,
  paths.articles,
  paths.leaderboards,
  // The fixed articles need no data; partner articles and project pages are rendered on request
  // with theirs (pageDataKeys).
  ...articles.map((article) => paths.article(article.id)),
];

/** Where the page for `path` is written under dist/prerendered (the server maps it back). */
export function prerenderedFileName(path: string): string {
  return path === paths.home ? 'index.html' : `${path.slice(1)}.html`;
}

export interface BuiltClient {
  /** dist/index.html as Vite wrote it. */
  template: string;
  manifest: BuildManifest;
}

/** What a page fills in after its first paint, beyond the layout's later parts (see LaterParts). */
const laterPageContent: Partial<Record<string, () => ReactNode>> = {
  // The board once its rows have arrived: one podium row brings the trophy's styles too.
  [paths.leaderboards]: () => (
    <LeaderboardTable
      tab={leaderboardTabs[0]}
      entries={[
        {
          id: 1,
          rank: 1,
          entityName: 'Example',
          entityType: 'project',
          metricType: leaderboardTabs[0].metric,
          score: 1,
        },
      ]}
    />
  ),
};

/**
 * The chat button, which every page renders only after its first paint (see AfterFirstPaint),
 * imported as the browser imports it: in a chunk of its own.
 */
async function layoutLaterParts(): Promise<() => ReactNode> {
  const { ChatAssistant } = await import('../features/chat/components/ChatAssistant');
  return () => <ChatAssistant />;
}

/**
 * What the browser renders only after the first paint, rendered here for its styles alone:
 * the page carries those rules from the start, so when the browser renders these parts,
 * Emotion finds every rule already there instead of compiling and inserting it in the middle
 * of the page's start-up. Every page has RootLayout's later part (the chat button); some
 * pages also fill in content after their first paint.
 */
function LaterParts({ path, layoutParts }: { path: string; layoutParts: () => ReactNode }) {
  return (
    <>
      {layoutParts()}
      {laterPageContent[path]?.()}
    </>
  );
}

/** Renders `tree` with the app's providers, its router at `path` and Emotion's `cache`. */
async function renderTree(
  tree: ReactNode,
  path: string,
  cache: EmotionCache,
  head: { title?: string },
  pageData?: Record<string, unknown>,
): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <PrerenderedTitleContext value={(title) => (head.title = title)}>
          <AppProviders pageData={pageData}>
            <StaticRouter location={path}>{tree}</StaticRouter>
          </AppProviders>
        </PrerenderedTitleContext>
      </CacheProvider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never split the page into chunks revealed by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const rendered = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  if (rendered.includes('<script')) throw new Error(`Prerendering ${path} produced an inline script`);
  return rendered;
}

/**
 * The HTML of the page at `path`: what the browser renders first, before any data or session
 * arrives. main.tsx renders the same tree (with the browser's router) to hydrate it.
 */
export async function prerenderPage(
  path: string,
  client: BuiltClient,
  pageData?: Record<string, unknown>,
): Promise<string> {
  // Waited for, as main.tsx does before hydrating, so the page renders instead of its loader.
  await preloadPage(path);
  const head: { title?: string } = {};
  // A fresh cache per page, so each page carries every style it uses.
  const cache = createCache({ key: 'css' });
  const rendered = await renderTree(<AppRoutes />, path, cache, head, pageData);
  // The same cache: only the rules the page does not already have come out of this one.
  const later = await renderTree(
    <LaterParts path={path} layoutParts={await layoutLaterParts()} />,
    path,
    cache,
    {},
    pageData,
  );
  const { styles, markup } = hoistEmotionStyles(rendered, [later]);
  const pageName = lazyPageName(path);
  const modulePreloads = pageName ? pageChunkFiles(client.manifest, pageName) : [];
  return prerenderedDocument(client.template, { title: head.title, markup, styles, modulePreloads, data: pageData });
}

/**
 * The API reads (SWR keys) a page shows when it is rendered on request, or null for a page that is
 * not: /articles shows the published partner articles, /leaderboards its first board, a project
 * page and a category page the directory, a partner article its article. The server reads each key
 * as the API answers it and passes the data to `prerenderPage`. (/articles and /leaderboards are
 * also prerendered at build time, without that data: the server serves those files when it cannot
 * render.)
 */
export function pageDataKeys(path: string): string[] | null {
  if (path === paths.articles) return [publishedArticleEndpoints.list];
  if (path === paths.leaderboards) return [leaderboardEndpoint(DEFAULT_LEADERBOARD)];
  const match = matchPath(routePatterns.article, path) ?? matchPath(routePatterns.project, path);
  if (match?.pattern.path === routePatterns.project) return [DIRECTORY_PROJECTS_ENDPOINT];
  if (matchPath(routePatterns.projectsByCategory, path)) return [DIRECTORY_PROJECTS_ENDPOINT];
  const articleId = match && parsePartnerArticleId(match.params.id);
  if (articleId) return [publishedArticleEndpoints.one(articleId)];
  return null;
}
