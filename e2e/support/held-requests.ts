import type { Page, Request } from 'playwright-core';

/**
 * Holds the page's requests to `url` (those `which` accepts; the others go on at once) until the
 * returned function is called, then lets them reach the server: for checking what a screen
 * shows while an answer is still on its way.
 */
export async function holdRequests(
  page: Page,
  url: string,
  which: (request: Request) => boolean = () => true,
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolveRelease) => (release = resolveRelease));
  await page.route(url, async (route) => {
    if (which(route.request())) await released;
    await route.continue();
  });
  return release;
}
