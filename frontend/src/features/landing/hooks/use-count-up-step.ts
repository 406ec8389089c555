import { useEffect, useState, type RefObject } from 'react';
import { COUNT_UP_STEPS, COUNT_UP_VISIBILITY_THRESHOLD, countUpIntervalMs } from '../utils/count-up';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The current step (0 to COUNT_UP_STEPS) of a count-up that starts the first time the
 * element is 30 percent visible and then runs once.
 */
export function useCountUpStep(ref: RefObject<Element | null>): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') {
      setStep(COUNT_UP_STEPS);
      return undefined;
    }
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
  }, [ref]);

  return step;
}
