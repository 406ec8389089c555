/**
 * A loader that asks once (typically `() => import('./Part')`, a chunk fetched on demand): later
 * calls share its request, and a request that failed is forgotten, so the next call tries again
 * instead of failing for the rest of the page's life.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
