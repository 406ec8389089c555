import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, type Browser } from './support/browser';
import { expectNoHorizontalOverflow, freshPage, logIn, signUp, submitLogIn } from './support/ui';

const { server, browser } = useAppAndBrowser();
/** A second browser with its own cookies: another device of the same person. */
let otherDevice: Browser;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  otherDevice = await launchBrowser();
});

afterAll(async () => {
  await otherDevice?.close();
});

const passwordSection = (page: Page) => page.getByRole('region', { name: 'Password' });
const sessionsSection = (page: Page) => page.getByRole('region', { name: 'Sessions' });

async function openAccount(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/account`);
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
}

async function fillPasswordForm(page: Page, current: string, next: string, confirm = next): Promise<void> {
  const section = passwordSection(page);
  await section.getByLabel('Current password').fill(current);
  await section.getByLabel(/^New password/).fill(next);
  await section.getByLabel('Confirm new password').fill(confirm);
  await section.getByRole('button', { name: 'Change password' }).click();
}

/** The plain text of the only mail sent to `address`, once it is there. */
async function onlyMailTo(address: string): Promise<string> {
  const files = async () =>
    (
      await server.query<{ outbox_file: string }>(`SELECT outbox_file FROM mail_deliveries WHERE recipient = $1`, [
        address,
      ])
    ).map((row) => row.outbox_file);
  await expect.poll(async () => (await files()).length, { timeout: 20_000, interval: 200 }).toBe(1);
  const [file] = await files();
  return (await simpleParser(await readFile(join(server.dataDir, 'outbox', file)))).text ?? '';
}

/** Whether the page, opened afresh at /account, finds itself signed out. */
async function isSignedOutOnNextNavigation(page: Page): Promise<boolean> {
  await page.goto(`${server.baseUrl}/account`);
  await page.getByText('Please log in to manage your account.').waitFor();
  return true;
}

describe('password in /account', () => {
  it('refuses a wrong current password, then changes it; the new password logs in', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUp(page, server.baseUrl, 'pw_changer', 'first-secret');
    await openAccount(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await fillPasswordForm(page, 'first-secret', 'new-secret', 'new-secreT');
    await passwordSection(page).getByText('Passwords do not match').waitFor();

    await fillPasswordForm(page, 'not-my-password', 'new-secret');
    await passwordSection(page).getByText('Current password is incorrect').waitFor();

    await fillPasswordForm(page, 'first-secret', 'new-secret');
    await page.getByText('Password changed', { exact: true }).waitFor();
    expect(await passwordSection(page).getByLabel('Current password').inputValue()).toBe('');
    await screenshot(page, 'account-password-changed');
    // Still signed in here.
    await page.reload();
    await passwordSection(page).waitFor();

    const other = await otherDevice.newPage();
    await submitLogIn(other, server.baseUrl, 'pw_changer', 'first-secret');
    await other.getByText('Login failed').waitFor();
    await logIn(other, server.baseUrl, 'pw_changer', 'new-secret');
    await other.close();
    await page.close();
  });
});

describe('sessions in /account', () => {
  it('signs the other device out, one at a time and everywhere else', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUp(page, server.baseUrl, 'two_devices', 'secret123');
    await otherDevice.context.clearCookies();
    const other = await otherDevice.newPage();
    await logIn(other, server.baseUrl, 'two_devices', 'secret123');

    await openAccount(page);
    const sessions = sessionsSection(page);
    const rows = sessions.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'This device' }).waitFor();
    const otherRow = rows.filter({ hasNotText: 'This device' });
    expect(await otherRow.textContent()).toMatch(/Chrome.* on Linux/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'account-sessions');

    await otherRow.getByRole('button', { name: /^Sign out/ }).click();
    await page.getByText('Session signed out').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await sessions.getByText('You are not signed in anywhere else.').waitFor();
    expect(await isSignedOutOnNextNavigation(other)).toBe(true);

    await logIn(other, server.baseUrl, 'two_devices', 'secret123');
    await page.reload();
    await expect.poll(() => sessionsSection(page).getByRole('listitem').count()).toBe(2);
    await sessionsSection(page).getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByText('One other session will be signed out.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Signed out everywhere else').waitFor();
    expect(await isSignedOutOnNextNavigation(other)).toBe(true);
    await openAccount(page);
    await sessionsSection(page).getByText('This device').waitFor();
    await other.close();
    await page.close();
  });

  it('fits a phone', async () => {
    const page = await freshPage(browser, PHONE);
    await signUp(page, server.baseUrl, 'phone_sessions', 'secret123');
    await openAccount(page);
    await sessionsSection(page).getByText('This device').waitFor();
    await passwordSection(page).getByRole('button', { name: 'Change password' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'account-password-sessions-phone');
    await page.close();
  });
});

describe('forgotten password', () => {
  it('mails a link from /login, sets a new password with it once, and the new password logs in', async () => {
    const session = await signedUpSession(server.baseUrl, 'forgetful', 'old-secret');
    await server.query(
      `UPDATE users SET email = 'forgetful@example.com', email_verified_at = now() WHERE username = 'forgetful'`,
    );
    expect(session.cookie('sid')).toBeTruthy();

    const page = await freshPage(browser, { width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.baseUrl}/forgot-password`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('Username').fill('forgetful');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/a link to reset its password is on its way/).waitFor();

    const mail = await onlyMailTo('forgetful@example.com');
    const match = /https?:\/\/[^\s/]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail);
    if (!match) throw new Error(`no reset link in: ${mail}`);
    const link = `${server.baseUrl}${match[1]}`;

    await page.goto(link);
    await page.getByLabel(/^New password/).fill('brand-new-secret');
    await page.getByLabel('Confirm new password').fill('brand-new-secret');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset.', { exact: false }).waitFor();
    await screenshot(page, 'reset-password-done');
    // The account was signed out everywhere, the API client too.
    expect((await session.call('GET', '/api/auth/user')).status).toBe(401);

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${server.baseUrl}/login`);
    await logIn(page, server.baseUrl, 'forgetful', 'brand-new-secret');

    const again = await freshPage(browser);
    await again.goto(link);
    await again.getByLabel(/^New password/).fill('another-secret');
    await again.getByLabel('Confirm new password').fill('another-secret');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await again
      .getByRole('alert')
      .getByText('This password reset link has already been used.', { exact: false })
      .waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await again.close();
    await page.close();
  });
});
