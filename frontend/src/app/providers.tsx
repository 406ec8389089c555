import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { defaultFetcher } from '../lib/api-client';
import { theme } from '../theme/theme';
import { AfterFirstPaint } from './use-after-first-paint';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrDefaults}>
        {children}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <LazyToastRegion />
          </Suspense>
        </AfterFirstPaint>
      </SWRConfig>
    </ThemeProvider>
  );
}
