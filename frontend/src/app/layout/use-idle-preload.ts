import { useEffect } from 'react';

/**
 * Fetches code once the browser is idle, but only while `media` matches (for example only on
 * the narrow screens that show the menu button), so the first use does not wait for the network.
 */
export function useIdlePreload(load: () => Promise<unknown>, media: string): void {
  useEffect(() => {
    if (!window.matchMedia?.(media).matches) return undefined;
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(run, 1000);
    return () => window.clearTimeout(handle);
  }, [load, media]);
}
