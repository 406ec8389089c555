import { lazy } from 'react';
import { loadOnce } from '../../lib/load-once';

/**
 * Starts fetching the drawer's code (Drawer, Modal, lists), which only phones need and only
 * once the menu opens; calling it again reuses the request, and a failed one can be retried.
 */
export const preloadMobileNavDrawer = loadOnce(() => import('./MobileNavDrawer'));

export const LazyMobileNavDrawer = lazy(async () => ({ default: (await preloadMobileNavDrawer()).MobileNavDrawer }));
