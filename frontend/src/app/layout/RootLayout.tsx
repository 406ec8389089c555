import { Suspense, lazy, type ComponentType, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PageLoader } from '../../components/PageLoader';
import { LazyChatAssistant } from '../../features/chat/lazy-chat-assistant';
import { brandColors } from '../../theme/theme';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { AfterFirstPaint } from '../use-after-first-paint';
import { Navbar } from './Navbar';
import { useScrollRestoration } from './scroll-restoration';

export const MAIN_CONTENT_ID = 'main-content';

const NoFooter: ComponentType = () => null;

/**
 * The footer always starts below the fold (see <main>), so it loads after the first screen
 * instead of delaying it; if its chunk cannot load, the page goes on without a footer.
 */
const LazyFooter = lazy<ComponentType>(async () => {
  try {
    return { default: (await import('./Footer')).Footer };
  } catch {
    return { default: NoFooter };
  }
});

function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain hash change would go through the router; focusing <main> is all that is needed.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        fontWeight: 700,
        textDecoration: 'none',
        color: brandColors.ink,
        backgroundColor: 'secondary.main',
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}

export function RootLayout() {
  const location = useLocation();
  useScrollRestoration();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Navbar />
      {/* A full-height <main> keeps the footer below the fold while a page or its data loads,
          so the footer never jumps when the content arrives. */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, minHeight: '100vh' }}>
        <RouteErrorBoundary resetKey={location.key}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <LazyFooter />
        </Suspense>
        <Suspense fallback={null}>
          <LazyChatAssistant />
        </Suspense>
      </AfterFirstPaint>
    </Box>
  );
}
