import type { Locator, Page } from 'playwright-core';
import type { AppServer } from './app-server';
import type { Browser } from './browser';

/** Page helpers shared by the landing page's browser tests. */
export function landingPages(server: AppServer, browser: Browser) {
  return {
    async openLanding(viewport?: { width: number; height: number }): Promise<Page> {
      await browser.context.clearCookies();
      const page = await browser.newPage(viewport);
      const response = await page.goto(server.baseUrl);
      try {
        await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();
      } catch (error) {
        // Say what the page showed instead, so a failure here can be told from a slow machine.
        const shown = await page
          .locator('body')
          .innerText({ timeout: 2_000 })
          .catch(() => '(the page did not answer)');
        throw new Error(`The landing page (HTTP ${response?.status()}) showed: ${shown.slice(0, 500)}`, {
          cause: error,
        });
      }
      return page;
    },
  };
}

export const section = (page: Page, id: string): Locator => page.locator(`section#${id}`);
