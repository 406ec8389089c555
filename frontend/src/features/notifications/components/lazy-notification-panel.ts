import { lazy } from 'react';
import { loadOnce } from '../../../lib/load-once';

/**
 * Starts fetching the panel's code (Popover, lists, paging), which only a bell press needs, so it
 * stays out of the first page's bundle; calling it again reuses the request, a failed one can be retried.
 */
export const preloadNotificationPanel = loadOnce(() => import('./NotificationPanel'));

export const LazyNotificationPanel = lazy(async () => ({
  default: (await preloadNotificationPanel()).NotificationPanel,
}));
