import { lazy } from 'react';

type DrawerModule = typeof import('./MobileNavDrawer');

let pending: Promise<DrawerModule> | null = null;

/**
 * Starts fetching the drawer's code (Drawer, Modal, lists), which only phones need and only
 * once the menu opens; calling it again reuses the request, and a failed one can be retried.
 */
export function preloadMobileNavDrawer(): Promise<DrawerModule> {
  pending ??= import('./MobileNavDrawer').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

export const LazyMobileNavDrawer = lazy(async () => ({ default: (await preloadMobileNavDrawer()).MobileNavDrawer }));
