import type { Locator, Page } from 'playwright-core';
import type { AppServer } from './app-server';
import type { Browser } from './browser';

/**
 * Fills in every landing section. Until the visitor scrolls (or otherwise acts), only the
 * sections near the first screen render their content. This scrolls by one pixel, back and
 * forth, until every section is filled in, whether the page's code has started or not.
 */
export async function showAllSections(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      if (document.querySelectorAll('section[aria-busy]').length === 0) return true;
      window.scrollBy(0, window.scrollY > 0 ? -1 : 1);
      return false;
    },
    undefined,
    { polling: 100 },
  );
}

/** Page helpers shared by the landing page's browser tests. */
export function landingPages(server: AppServer, browser: Browser) {
  return {
    async openLanding(viewport?: { width: number; height: number }): Promise<Page> {
      await browser.context.clearCookies();
      const page = await browser.newPage(viewport);
      await page.goto(server.baseUrl);
      await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();
      await showAllSections(page);
      return page;
    },
  };
}

export const section = (page: Page, id: string): Locator => page.locator(`section#${id}`);
