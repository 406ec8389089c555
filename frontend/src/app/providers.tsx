import { Suspense, lazy, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { defaultFetcher } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { theme } from '../theme/theme';
import { isToastRegionNeeded, listenForToastHotkey, subscribeToToastDemand } from '../lib/use-toast';

// Spec §9: data never goes stale, no refetch on focus or reconnect, no polling, no retries.
export const swrDefaults: SWRConfiguration = {
  fetcher: defaultFetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

const NoToastRegion: ComponentType = () => null;

/** If the region's chunk cannot load, the page goes on; its toasts wait unseen. */
const LazyToastRegion = lazy<ComponentType>(async () => {
  try {
    return { default: (await import('./ToastRegion')).ToastRegion };
  } catch {
    return { default: NoToastRegion };
  }
});

/**
 * Toasts only ever follow something the visitor did, so notistack (the region's chunk) is
 * fetched when the first toast is asked for, and most visits never load it. F8 works from the
 * start: pressed before any toast, it loads the (empty) region and focuses it.
 */
function ToastRegionWhenNeeded() {
  useEffect(() => listenForToastHotkey(window), []);
  const isNeeded = useSyncExternalStore(subscribeToToastDemand, isToastRegionNeeded, () => false);
  return isNeeded ? (
    <Suspense fallback={null}>
      <LazyToastRegion />
    </Suspense>
  ) : null;
}

/**
 * `pageData`: API reads the server rendered the page with (by SWR key), so the first render in
 * the browser shows what the HTML shows, and nothing is fetched again (data never goes stale).
 */
export function AppProviders({ children, pageData }: { children: ReactNode; pageData?: Record<string, unknown> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={pageData ? { ...swrDefaults, fallback: pageData } : swrDefaults}>
        <SessionProvider>{children}</SessionProvider>
        <ToastRegionWhenNeeded />
      </SWRConfig>
    </ThemeProvider>
  );
}
