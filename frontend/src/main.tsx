import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const pageLoaded = preloadPage(window.location.pathname);
// src/prerender/render-page.tsx renders this same tree on the server.
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A transition lets React render (or hydrate) the first screen in short slices instead of one long task.
if (container.hasChildNodes()) {
  // A prerendered page: hydrate once its chunk is there, so the first render matches the HTML.
  void pageLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
