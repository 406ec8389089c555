import { startTransition, useEffect, useMemo, useState } from 'react';
import { BRAND_TAGLINE } from '../../../app/brand';
import { afterNextPaint } from '../../../app/use-after-first-paint';
import { useScrollToRequestedSection } from '../../../lib/section-navigation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { belowTheFoldSections } from '../content/section-copy';
import { HeroSection } from './HeroSection';
import { LandingSection } from './LandingSection';

type LandingDetails = typeof import('./LandingDetails');

let loadedDetails: LandingDetails | null = null;
let revealedBefore = false;

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
 * How many sections show their content: one more after each commit, in a transition, so the
 * main thread is never blocked by all sections at once. Later visits show them all at once,
 * which back navigation needs to restore its scroll position.
 */
function useStaggeredReveal(isReady: boolean, total: number): number {
  const [count, setCount] = useState(revealedBefore ? total : 0);
  useEffect(() => {
    if (!isReady) return undefined;
    if (count >= total) {
      revealedBefore = true;
      return undefined;
    }
    const handle = window.setTimeout(() => startTransition(() => setCount((current) => current + 1)), 0);
    return () => window.clearTimeout(handle);
  }, [isReady, count, total]);
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
  const revealed = useStaggeredReveal(details !== null, belowTheFoldSections.length);
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
