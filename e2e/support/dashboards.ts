import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AppServer } from './app-server';
import type { Browser } from './browser';

/** Page helpers shared by the analytics, community and leaderboard browser tests. */

export const PHONE = { width: 390, height: 844 };

export function dashboardPages(server: AppServer, browser: Browser) {
  return {
    async freshPage(viewport?: { width: number; height: number }): Promise<Page> {
      await browser.context.clearCookies();
      const page = await browser.newPage(viewport);
      // The charts skip their entry animation then, so screenshots show them finished.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      return page;
    },

    async logIn(page: Page, username: string, password: string): Promise<void> {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Welcome back!').waitFor();
      // Out of the way of the screenshots.
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await page.getByText('Welcome back!').waitFor({ state: 'detached' });
    },

    async signUp(page: Page, username: string): Promise<void> {
      await page.goto(`${server.baseUrl}/signup`);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('secret123');
      await page.getByLabel('Confirm Password').fill('secret123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
    },
  };
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** Waits until the chart in the named figure has drawn at least `minimum` marks of the given kind. */
export async function chartMarks(
  scope: Page | Locator,
  figureName: string,
  selector: string,
  minimum: number,
): Promise<number> {
  const surface = scope.getByRole('figure', { name: figureName }).locator('svg.MuiChartsSvgLayer-root');
  await surface.waitFor();
  const marks = surface.locator(selector);
  await expect.poll(() => marks.count()).toBeGreaterThanOrEqual(minimum);
  return marks.count();
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

export const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

export const oneDecimal = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
