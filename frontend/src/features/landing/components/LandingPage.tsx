import { startTransition, useEffect, useMemo, useState } from 'react';
import { BRAND_TAGLINE } from '../../../app/brand';
import { afterNextPaint } from '../../../app/use-after-first-paint';
import { useRequestedSection, useScrollToRequestedSection } from '../../../lib/section-navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { belowTheFoldSections } from '../content/section-copy';
import { HeroSection } from './HeroSection';
import { LandingSection } from './LandingSection';

type LandingDetails = typeof import('./LandingDetails');

let loadedDetails: LandingDetails | null = null;
let revealedBefore = false;
const sectionIds = belowTheFoldSections.map((copy) => copy.id);

/** The section contents' chunk, requested once the hero has been painted. */
function useLandingDetails(): LandingDetails | null {
  const [details, setDetails] = useState(loadedDetails);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (details) return undefined;
    let isActive = true;
    const cancel = afterNextPaint(() => {
      import('./LandingDetails').then(
        (module) => {
          loadedDetails = module;
          if (isActive) setDetails(module);
        },
        (error: unknown) => {
          if (isActive) setFailure(error);
        },
      );
    });
    return () => {
      isActive = false;
      cancel();
    };
  }, [details]);
  // The page's error boundary offers a reload, as for any page whose code cannot load.
  if (failure) throw failure;
  return details;
}

/**
 * True from the visitor's first scroll, key press, touch or click, or a resize of the window,
 * and at once on a page that is already scrolled (by the visitor while the code was loading,
 * or by a reload that restores its position). It listens only while `watching`.
 */
function useVisitorEngaged(watching: boolean): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (engaged || !watching) return undefined;
    if (window.scrollY > 0) {
      setEngaged(true);
      return undefined;
    }
    const events = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart', 'resize'] as const;
    const onEngage = () => setEngaged(true);
    for (const type of events) window.addEventListener(type, onEngage, { passive: true, capture: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onEngage, { capture: true });
    };
  }, [engaged, watching]);
  return engaged;
}

/** Whether the top of a section is within one and a half screens of the top of the window. */
function isNearViewport(id: string): boolean {
  const element = document.getElementById(id);
  return element !== null && element.getBoundingClientRect().top < window.innerHeight * 1.5;
}

/**
 * How many sections show their content, top to bottom: one more after each paint, so the main
 * thread is never blocked by all sections at once. Until the visitor scrolls or otherwise acts,
 * only the sections near the first screen fill in: the rest waits for a visitor who goes on
 * reading, instead of competing with the first screen for the main thread. A requested section
 * and later visits show them all, which back navigation needs to restore its scroll position.
 */
function useProgressiveReveal(isReady: boolean, ids: readonly string[], revealAll: boolean): number {
  const total = ids.length;
  const [count, setCount] = useState(revealedBefore ? total : 0);
  const engaged = useVisitorEngaged(!revealAll && count < total);
  const goOn = revealAll || engaged;
  useEffect(() => {
    if (!isReady) return undefined;
    if (count >= total) {
      revealedBefore = true;
      return undefined;
    }
    return afterNextPaint(() => {
      if (goOn || isNearViewport(ids[count])) startTransition(() => setCount((current) => current + 1));
    });
  }, [isReady, count, total, ids, goOn]);
  return isReady ? count : 0;
}

function RequestedSectionScroller() {
  useScrollToRequestedSection();
  return null;
}

/**
 * The sections below the hero. Each section and its heading exist from the first paint (the
 * page outline and anchors work at once); their contents fill in without replacing them.
 */
function BelowTheFold() {
  const details = useLandingDetails();
  const isSectionRequested = useRequestedSection() !== undefined;
  const revealed = useProgressiveReveal(details !== null, sectionIds, isSectionRequested);
  // Created once, so revealing one more section does not re-render the ones already shown.
  const contents = useMemo(
    () =>
      belowTheFoldSections.map((copy) => {
        const Content = details?.sectionContents[copy.id];
        return Content ? <Content /> : null;
      }),
    [details],
  );

  return (
    <>
      {belowTheFoldSections.map((copy, index) => (
        <LandingSection key={copy.id} {...copy} busy={index >= revealed}>
          {index < revealed ? contents[index] : null}
        </LandingSection>
      ))}
      {/* Scrolling waits for every section, so a requested section is reached at its final position. */}
      {revealed === belowTheFoldSections.length ? <RequestedSectionScroller /> : null}
    </>
  );
}

export function LandingPage() {
  useDocumentTitle(BRAND_TAGLINE);

  return (
    <>
      <HeroSection />
      <BelowTheFold />
    </>
  );
}
