import { Suspense, lazy, memo, useEffect, type ComponentType } from 'react';
import { afterNextPaint } from '../../../app/use-after-first-paint';
import { PageLoader } from '../../../components/PageLoader';
import {
  DeferredHydration,
  openHydrationGate,
  useOpenHydrationGatesNearViewport,
} from '../../../lib/deferred-hydration';
import { useScrollToRequestedSection } from '../../../lib/section-navigation';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { belowTheFoldSections, type SectionCopy } from '../content/section-copy';
import { HeroSection } from './HeroSection';
import { LandingSection } from './LandingSection';
import { pageMeta } from '../../../app/page-meta';
import { paths } from '../../../app/paths';
import { loadOnce } from '../../../lib/load-once';

type SectionId = SectionCopy['id'];
type LandingDetails = typeof import('./LandingDetails');

/** What a section shows while its code is on the way (after a navigation from another page). */
const SECTION_LOADER_LABEL = 'Loading section';

let loadedDetails: LandingDetails | null = null;

/**
 * The sections' contents are in a chunk of their own, fetched once the first screen has been
 * painted: the served HTML already shows them, and a request before the first paint would delay
 * it. Until it is there, a section cannot hydrate (a click inside one is replayed once it has).
 */
const loadLandingDetails = loadOnce(() => import('./LandingDetails').then((module) => (loadedDetails = module)));

/** Before the chunk is there: hydration waits for it, a visit by navigation shows a loader. */
const LazySectionContent = lazy<ComponentType<{ id: SectionId }>>(async () => {
  const { sectionContents } = await loadLandingDetails();
  return {
    default: function SectionContent({ id }: { id: SectionId }) {
      const Content = sectionContents[id];
      return <Content />;
    },
  };
});

function SectionContent({ id }: { id: SectionId }) {
  const Content = loadedDetails?.sectionContents[id];
  return Content ? <Content /> : <LazySectionContent id={id} />;
}

const sectionIds = belowTheFoldSections.map((copy) => copy.id);

/** Sections whose content depends on who is signed in; the served HTML shows them signed out. */
const sessionDependentSections: readonly SectionId[] = ['partner'];

/**
 * Hydrates the sections that show something else to a signed-in visitor once the session says so.
 * A component of its own: it re-renders when the session arrives, and the sections do not.
 */
function HydrateForSignedInVisitor() {
  const { user } = useSession();
  useEffect(() => {
    if (user) sessionDependentSections.forEach(openHydrationGate);
  }, [user]);
  return null;
}

/**
 * The sections below the hero, whole in the served HTML. Each hydrates on its own (see
 * DeferredHydration): when it nears the window, or when the visitor uses it. Memoised and without
 * props: a section still waiting to hydrate must receive nothing new from above.
 */
const BelowTheFold = memo(function BelowTheFold() {
  useEffect(() => afterNextPaint(() => void loadLandingDetails().catch(() => undefined)), []);
  useOpenHydrationGatesNearViewport(sectionIds);
  const sections = belowTheFoldSections.map((copy) => (
    <LandingSection key={copy.id} {...copy} hydrationGate={copy.id}>
      <Suspense fallback={<PageLoader label={SECTION_LOADER_LABEL} />}>
        <DeferredHydration gate={copy.id}>
          <SectionContent id={copy.id} />
        </DeferredHydration>
      </Suspense>
    </LandingSection>
  ));
  return (
    <>
      {sections}
      <HydrateForSignedInVisitor />
    </>
  );
});

/** Scrolls to the section the navigation asks for; re-renders alone when the location changes. */
/** How long a requested section waits for the sections above it to show their content. */
const SECTIONS_SHOWN_TIMEOUT_MS = 5000;

/**
 * Null when no section shows its loader; otherwise resolves once none does. After a navigation from
 * another page the sections show loaders until their code arrives, and the content then takes
 * another height: a section scrolled to before would be pushed away from the top.
 */
function sectionsShown(): Promise<void> | null {
  const loaderShown = () => document.querySelector(`[aria-label="${SECTION_LOADER_LABEL}"]`) !== null;
  if (!loaderShown()) return null;
  const deadline = performance.now() + SECTIONS_SHOWN_TIMEOUT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (!loaderShown() || performance.now() > deadline) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

function RequestedSectionScroller() {
  useScrollToRequestedSection(sectionsShown);
  return null;
}

export function LandingPage() {
  useDocumentTitle(pageMeta[paths.home].title);

  return (
    <>
      <HeroSection />
      <BelowTheFold />
      <RequestedSectionScroller />
    </>
  );
}
