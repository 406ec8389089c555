import { Suspense, lazy, memo, useEffect, type ComponentType, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PageLoader } from '../../components/PageLoader';
import { LazyChatAssistant } from '../../features/chat/lazy-chat-assistant';
import { brandColors } from '../../theme/theme';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import {
  DeferredHydration,
  HYDRATION_GATE_ATTRIBUTE,
  useOpenHydrationGatesNearViewport,
} from '../../lib/deferred-hydration';
import { AfterFirstPaint, afterNextPaint } from '../use-after-first-paint';
import { Navbar } from './Navbar';
import { useScrollRestoration } from './scroll-restoration';
import { loadOnce } from '../../lib/load-once';

export const MAIN_CONTENT_ID = 'main-content';

const NoFooter: ComponentType = () => null;

/** The footer's code, in a chunk of its own: a failed request can be tried again. */
const loadFooter = loadOnce(() => import('./Footer'));

/** If the footer's chunk cannot load, the page goes on without a footer. */
const LazyFooter = lazy<ComponentType>(async () => {
  try {
    return { default: (await loadFooter()).Footer };
  } catch {
    return { default: NoFooter };
  }
});

const FOOTER_GATE = 'footer';
const footerGates = [FOOTER_GATE];

/**
 * The footer, whole in the served HTML of every rendered page (its links are there for readers
 * and crawlers alike). It always starts below the fold (see <main>), so its code is fetched after
 * the first paint and React attaches its behaviour only when it nears the window or the visitor
 * uses the page (see DeferredHydration); until then its links work natively. Memoised and
 * without props: a part still waiting to hydrate must receive nothing new from above.
 */
const PageFooter = memo(function PageFooter() {
  useEffect(() => afterNextPaint(() => void loadFooter().catch(() => undefined)), []);
  useOpenHydrationGatesNearViewport(footerGates);
  return (
    <Box {...{ [HYDRATION_GATE_ATTRIBUTE]: FOOTER_GATE }}>
      <Suspense fallback={null}>
        <DeferredHydration gate={FOOTER_GATE}>
          <LazyFooter />
        </DeferredHydration>
      </Suspense>
    </Box>
  );
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
      <PageFooter />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <LazyChatAssistant />
        </Suspense>
      </AfterFirstPaint>
    </Box>
  );
}
