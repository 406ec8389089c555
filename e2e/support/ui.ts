import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot, type Browser } from './browser';

export type Viewport = { width: number; height: number };

/** A new page with no session: cookies from earlier steps are dropped. */
export async function freshPage(browser: Browser, viewport?: Viewport): Promise<Page> {
  await browser.context.clearCookies();
  return browser.newPage(viewport);
}

/** A labelled text field, matched by the start of its accessible name (labels may add "*"). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Fills and sends the signup form without waiting for the outcome. */
export async function submitSignUp(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
  confirm = password,
): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs a new user up and waits until the app has taken them home. */
export async function signUp(page: Page, baseUrl: string, username: string, password = 'secret123'): Promise<void> {
  await submitSignUp(page, baseUrl, username, password);
  await page.getByText('Account created!').waitFor();
  await page.waitForURL(`${baseUrl}/`);
}

/** Fills and sends the login form without waiting for the outcome. */
export async function submitLogIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await submitLogIn(page, baseUrl, username, password);
  await page.getByText('Welcome back!').waitFor();
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.waitFor();
  // On a phone the tab row scrolls itself while it settles; a tap during that can land on a
  // neighbour, so tap until this tab is the selected one.
  await expect
    .poll(async () => {
      await tab.click();
      return tab.getAttribute('aria-selected');
    })
    .toBe('true');
  const panel = page.getByRole('tabpanel', { name });
  await panel.waitFor();
  return panel;
}

export async function choose(page: Page, scope: Locator, combobox: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The body clips horizontal overflow, so the page never scrolls sideways; this also finds content
 * that would be cut off instead. Scrollable tab rows overflow on purpose.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  const cutOff = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    return [...document.querySelectorAll('main *')]
      .filter((element) => !element.closest('[role="tablist"]'))
      .filter((element) => element.getBoundingClientRect().right > limit)
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`);
  });
  expect(cutOff).toEqual([]);
}

/** Full-page shots of a scrolled page draw the sticky navbar mid-page; shoot from the top. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/**
 * The page's code has run: the chat button is rendered only after React's first paint in the
 * browser (the rest of a rendered page, footer included, is already in the served HTML).
 */
export async function waitForAppStarted(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open chat assistant' }).waitFor();
}
