import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { paths } from '../app/paths';
import { AppProviders } from '../app/providers';
import { AppRoutes, lazyPageName, preloadPage } from '../app/router';
import { PrerenderedTitleContext } from '../lib/use-document-title';
import { pageChunkFiles, type BuildManifest } from './page-chunks';
import { hoistEmotionStyles, prerenderedDocument } from './prerendered-html';

/**
 * Public reading pages that look the same for every visitor until their data arrives. Each is
 * rendered at build time, so the browser paints it straight from the HTML and React then
 * hydrates it. Pages with forms above the fold (login, signup) are left to the browser: typed
 * into before hydration, a form would submit natively; and pages that depend on who is signed
 * in cannot be rendered ahead of time.
 */
export const prerenderedPaths: readonly string[] = [paths.home, paths.articles, paths.leaderboards];

/** Where the page for `path` is written under dist/prerendered (the server maps it back). */
export function prerenderedFileName(path: string): string {
  return path === paths.home ? 'index.html' : `${path.slice(1)}.html`;
}

export interface BuiltClient {
  /** dist/index.html as Vite wrote it. */
  template: string;
  manifest: BuildManifest;
}

/**
 * The HTML of the page at `path`: what the browser renders first, before any data or session
 * arrives. main.tsx renders the same tree (with the browser's router) to hydrate it.
 */
export async function prerenderPage(path: string, client: BuiltClient): Promise<string> {
  // Waited for, as main.tsx does before hydrating, so the page renders instead of its loader.
  await preloadPage(path);
  const errors: unknown[] = [];
  const head: { title?: string } = {};
  const { prelude } = await prerender(
    <StrictMode>
      {/* A fresh cache per page, so each page carries every style it uses. */}
      <CacheProvider value={createCache({ key: 'css' })}>
        <PrerenderedTitleContext value={head}>
          <AppProviders>
            <StaticRouter location={path}>
              <AppRoutes />
            </StaticRouter>
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
  const { styles, markup } = hoistEmotionStyles(rendered);
  const pageName = lazyPageName(path);
  const modulePreloads = pageName ? pageChunkFiles(client.manifest, pageName) : [];
  return prerenderedDocument(client.template, { title: head.title, markup, styles, modulePreloads });
}
