import { useEffect, useState, type ReactNode } from 'react';

/** Runs `callback` once the browser has painted the current frame; returns a cancel function. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False until the browser has painted once. Rendering lazy parts only afterwards keeps their
 * chunk requests and rendering off the path to the first (and largest) paint.
 */
export function useAfterFirstPaint(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setHasPainted(true)), []);
  return hasPainted;
}

/**
 * Renders its children once the first screen has been painted. It holds its own state, so
 * showing them does not re-render the page; and a prerendered page and the first render in
 * the browser, which hydrates it, both leave them out.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }): ReactNode {
  return useAfterFirstPaint() ? children : null;
}
