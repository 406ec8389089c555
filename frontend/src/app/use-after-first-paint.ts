import { useEffect, useState } from 'react';

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
