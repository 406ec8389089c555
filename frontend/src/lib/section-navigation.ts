import { useCallback, useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { isLandingSection, paths, type LandingSection } from '../app/paths';

export interface SectionNavigationState {
  scrollTo: LandingSection;
}

export function sectionHref(section: LandingSection): string {
  return `${paths.home}#${section}`;
}

/** Modified or middle clicks keep their browser meaning (new tab, new window). */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function scrollToSection(section: LandingSection): boolean {
  const element = document.getElementById(section);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Moving focus makes the next Tab continue from the section, as a native anchor would.
  element.focus({ preventScroll: true });
  return true;
}

export function requestedSection(hash: string, state: unknown, navigationType: string): LandingSection | undefined {
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''));
  if (isLandingSection(fromHash)) return fromHash;
  // On back/forward the saved scroll position wins over the state of the original click.
  if (navigationType === 'POP') return undefined;
  const scrollTo = (state as Partial<SectionNavigationState> | null)?.scrollTo;
  return isLandingSection(scrollTo) ? scrollTo : undefined;
}

/** Goes to a landing-page section, from the landing page or from any other page. */
export function useGoToSection(): (section: LandingSection) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (section: LandingSection) => {
      const state: SectionNavigationState = { scrollTo: section };
      void navigate(paths.home, { state, preventScrollReset: pathname === paths.home });
    },
    [navigate, pathname],
  );
}

/** Click handler for an <a href={sectionHref(section)}> that scrolls without a page load. */
export function useSectionLinkClick(): (section: LandingSection) => (event: MouseEvent<HTMLElement>) => void {
  const goToSection = useGoToSection();
  return useCallback(
    (section: LandingSection) => (event: MouseEvent<HTMLElement>) => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      goToSection(section);
    },
    [goToSection],
  );
}

/** The landing-page section the current navigation asks for, by URL hash or router state. */
export function useRequestedSection(): LandingSection | undefined {
  const location = useLocation();
  const navigationType = useNavigationType();
  return requestedSection(location.hash, location.state, navigationType);
}

/**
 * Used by the landing page: scrolls to the section named in the URL hash or router state.
 * `whenReady` says whether the page must first finish showing something (null: scroll now).
 */
export function useScrollToRequestedSection(whenReady?: () => Promise<void> | null): void {
  const { key } = useLocation();
  const section = useRequestedSection();
  useEffect(() => {
    if (!section) return undefined;
    const waiting = whenReady?.();
    if (!waiting) {
      scrollToSection(section);
      return undefined;
    }
    let current = true;
    void waiting.then(() => {
      if (current) scrollToSection(section);
    });
    return () => {
      current = false;
    };
    // The key changes on every navigation, including repeated clicks on the same link.
  }, [key, section, whenReady]);
}
