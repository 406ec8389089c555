import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { COUNT_UP_STEPS, COUNT_UP_VISIBILITY_THRESHOLD, countUpIntervalMs } from '../utils/count-up';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The final figures at once: for visitors who asked for less motion, or browsers that cannot tell visibility. */
function showsFinalFigures(): boolean {
  const reducedMotion = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  return reducedMotion || typeof IntersectionObserver === 'undefined';
}

function subscribeToMotionPreference(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The server renders the count-up's start; the browser decides once it hydrates. */
const onServer = () => false;

/**
 * The current step (0 to COUNT_UP_STEPS) of a count-up that starts the first time the
 * element is 30 percent visible and then runs once.
 */
export function useCountUpStep(ref: RefObject<Element | null>): number {
  const [step, setStep] = useState(0);
  const isStill = useSyncExternalStore(subscribeToMotionPreference, showsFinalFigures, onServer);

  useEffect(() => {
    const element = ref.current;
    if (!element || isStill) return undefined;
    let timer: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let current = 0;
        timer = window.setInterval(() => {
          current += 1;
          setStep(current);
          if (current >= COUNT_UP_STEPS) window.clearInterval(timer);
        }, countUpIntervalMs());
      },
      { threshold: COUNT_UP_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, [ref, isStill]);

  return isStill ? COUNT_UP_STEPS : step;
}
