import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadPage(window.location.pathname);
const root = createRoot(container);
// A transition lets React render the first screen in short slices instead of one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
