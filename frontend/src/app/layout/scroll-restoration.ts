import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';

const STORAGE_KEY = 'chainboost-scroll-positions';

/** Scroll positions by history entry key, kept for the tab's lifetime like the router's own. */
let savedPositions: Record<string, number> | null = null;

function readStoredPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Only a reload or back/forward into the app restores from storage; its first read is slow. */
function isReturningVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

function positions(): Record<string, number> {
  savedPositions ??= isReturningVisit() ? readStoredPositions() : {};
  return savedPositions;
}

type Place = Pick<Location, 'pathname' | 'search' | 'state'>;

/**
 * The first page keeps the position it has: it starts at the top, and a visitor who scrolled
 * the prerendered page while its code was loading stays where they are. Navigations that stay
 * on the same page and only replace the entry or carry state (tab hashes, landing-section
 * links) keep it too: their callers pass preventScrollReset, which only a data router would read.
 */
export function keepsScrollPosition(previous: Place | null, next: Place, navigationType: `${NavigationType}`): boolean {
  if (!previous) return true;
  if (previous.pathname !== next.pathname || previous.search !== next.search) return false;
  return navigationType === 'REPLACE' || next.state != null;
}

function scrollToHashTarget(hash: string): boolean {
  if (!hash) return false;
  let target: HTMLElement | null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return false;
  }
  // A placeholder still loading its content will move; the page scrolls there itself once loaded.
  if (!target || target.closest('[aria-busy="true"]')) return false;
  target.scrollIntoView();
  return true;
}

/**
 * What <ScrollRestoration> does for a data router: back and forward (and reloads) return to
 * the saved position, a hash scrolls to its element, and any other new page starts at the top
 * (the first one already does).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previous = useRef<Place | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions()[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readStoredPositions(), ...positions() }));
      } catch {
        // Storage can be full or disabled; restoring after a reload is a nicety.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    currentKey.current = location.key;
    const saved = positions()[location.key];
    if (typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHashTarget(location.hash)) return;
    if (keepsScrollPosition(before, location, navigationType)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
