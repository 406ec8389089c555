import { lazy } from 'react';

type PanelModule = typeof import('./NotificationPanel');

let pending: Promise<PanelModule> | null = null;

/**
 * Starts fetching the panel's code (Popover, lists, paging), which only a bell press needs, so it
 * stays out of the first page's bundle; calling it again reuses the request, a failed one can be retried.
 */
export function preloadNotificationPanel(): Promise<PanelModule> {
  pending ??= import('./NotificationPanel').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export const LazyNotificationPanel = lazy(async () => ({
  default: (await preloadNotificationPanel()).NotificationPanel,
}));
