import { useEffect, useState } from 'react';
import { afterNextPaint } from '../use-after-first-paint';

/**
 * Whether the page is scrolled past `threshold` pixels. Unlike MUI's useScrollTrigger it
 * reads the position only after a paint and on scroll events, never forcing a layout while
 * the page is still rendering.
 */
export function useIsScrolled(threshold: number): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > threshold);
    const cancel = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return isScrolled;
}
