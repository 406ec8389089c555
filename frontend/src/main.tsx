import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { openHydrationGatesOnInteraction } from './lib/deferred-hydration';
import { createBrowserEmotionCache } from './lib/emotion-cache';
import { keepFocusThroughBusyControls } from './lib/keep-focus-through-busy-controls';
import { PAGE_DATA_ELEMENT_ID } from './prerender/page-data';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const pageLoaded = preloadPage(window.location.pathname);

/** The API reads a page rendered on request was rendered with (see prerender/render-page.tsx). */
function serverPageData(): Record<string, unknown> | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Settles in a task of its own, so the work before and after it are two tasks, not one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// src/prerender/render-page.tsx renders this same tree on the server.
const app = (
  <StrictMode>
    <CacheProvider value={createBrowserEmotionCache()}>
      <AppProviders pageData={serverPageData()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>
);

// A transition lets React render (or hydrate) the first screen in short slices instead of one long task.
if (container.hasChildNodes()) {
  // Parts below the first screen hydrate when used or neared (see lib/deferred-hydration.tsx).
  openHydrationGatesOnInteraction(document);
  // A prerendered page: hydrate once its chunk is there, so the first render matches the HTML.
  // Hydration starts in a later task than the one that evaluated the code (this entry, or the
  // page's chunk), which is long enough already.
  void pageLoaded.then(nextTask).then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// Outside the first render's tasks: nothing is busy before the page is up.
setTimeout(() => keepFocusThroughBusyControls(), 0);
