/** Resolves to the work's answer, or to `fallback` when it fails or takes longer than `timeoutMs`. */
export async function withinTimeout<T>(work: Promise<T>, fallback: T, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
