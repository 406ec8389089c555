/**
 * Retries until the check stops throwing: another instance learns of a change (a session signed
 * out, a row changed) from PostgreSQL's notifications within milliseconds, not in the same instant.
 */
export async function eventuallyPasses(check: () => Promise<void>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
