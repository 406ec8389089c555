import type { Locator, Page } from 'playwright-core';

/** A labelled text field, matched by the start of its accessible name (labels may add "*"). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

export async function signUp(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created!').waitFor();
}

export async function logIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByText('Welcome back!').waitFor();
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name });
  await panel.waitFor();
  return panel;
}

export async function choose(page: Page, scope: Locator, combobox: RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
