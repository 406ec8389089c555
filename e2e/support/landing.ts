import type { Locator, Page } from 'playwright-core';
import type { AppServer } from './app-server';
import type { Browser } from './browser';

/** Page helpers shared by the landing page's browser tests. */
export function landingPages(server: AppServer, browser: Browser) {
  return {
    async openLanding(viewport?: { width: number; height: number }): Promise<Page> {
      await browser.context.clearCookies();
      const page = await browser.newPage(viewport);
      await page.goto(server.baseUrl);
      await page.getByRole('heading', { level: 1, name: 'Web3 Growth Platform' }).waitFor();
      return page;
    },
  };
}

export const section = (page: Page, id: string): Locator => page.locator(`section#${id}`);
