import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoHorizontalOverflow, freshPage, signUp } from './support/ui';

const { server, browser } = useAppAndBrowser();
const PHONE = { width: 390, height: 844 };

/** The plain-text parts of the mails sent to `address`, oldest first, once there are `count`. */
async function mailsTo(address: string, count: number): Promise<string[]> {
  const files = async () =>
    (
      await server.query<{ outbox_file: string }>(
        `SELECT outbox_file FROM mail_deliveries WHERE recipient = $1 ORDER BY id`,
        [address],
      )
    ).map((row) => row.outbox_file);
  await expect.poll(async () => (await files()).length, { timeout: 20_000, interval: 200 }).toBe(count);
  return Promise.all(
    (await files()).map(
      async (file) => (await simpleParser(await readFile(join(server.dataDir, 'outbox', file)))).text ?? '',
    ),
  );
}

/** The verification link of a mail, opened on the test server (mail links start with PUBLIC_URL). */
function verificationLink(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/account\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return `${server.baseUrl}${match[1]}`;
}

const emailSection = (page: Page) => page.getByRole('region', { name: 'Email address' });
const notificationsSection = (page: Page) => page.getByRole('region', { name: 'Notifications' });

describe('account page', () => {
  it('adds an email address, verifies it from the mail, and keeps a notification choice', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUp(page, server.baseUrl, 'account_owner');
    await page.getByRole('banner').getByRole('button', { name: 'account_owner' }).click();
    await page.getByRole('menu', { name: 'account_owner' }).getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL(`${server.baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();

    const email = emailSection(page);
    await email.getByText('No email address yet').waitFor();
    await notificationsSection(page).getByText('Email goes only to a verified address').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The browser's own check is off: the page explains the problem itself.
    await email.getByRole('textbox', { name: /^Email address/ }).fill('not-an-address');
    await email.getByRole('button', { name: 'Add email' }).click();
    await email.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(
      await server.query('SELECT 1 FROM users WHERE username = $1 AND email IS NOT NULL', ['account_owner']),
    ).toEqual([]);

    await email.getByRole('textbox', { name: /^Email address/ }).fill('owner@example.com');
    await email.getByRole('button', { name: 'Add email' }).click();
    await page.getByText('Check your inbox for a verification link').waitFor();
    await email.getByText('owner@example.com').waitFor();
    await email.getByText('Not verified').waitFor();
    await screenshot(page, 'account-email-not-verified');

    const [mail] = await mailsTo('owner@example.com', 1);
    const verifyPage = await browser.newPage();
    await verifyPage.goto(verificationLink(mail));
    await verifyPage.getByText('Your email address is verified').waitFor();
    expect(await seriousAxeViolations(verifyPage)).toEqual([]);
    await verifyPage.getByRole('link', { name: 'Go to your account' }).click();
    await verifyPage.waitForURL(`${server.baseUrl}/account`);
    await emailSection(verifyPage).getByText('Verified', { exact: true }).waitFor();
    await verifyPage.close();

    await page.reload();
    await emailSection(page).getByText('Verified', { exact: true }).waitFor();
    const notifications = notificationsSection(page);
    expect(await notifications.getByText('Email goes only to a verified address').count()).toBe(0);
    const switches = notifications.getByRole('switch');
    await switches.first().waitFor();
    const first = switches.first();
    const name = (await first.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/^Email me: /);
    expect(await first.isChecked()).toBe(true);
    await first.focus();
    await page.keyboard.press('Space');
    await page.getByText('Preferences saved').waitFor();
    expect(await first.isChecked()).toBe(false);
    await screenshot(page, 'account-preferences');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.reload();
    const reloaded = notificationsSection(page).getByRole('switch', { name });
    await reloaded.waitFor();
    expect(await reloaded.isChecked()).toBe(false);
    await page.close();
  });

  it('explains a verification link that does not work, with the way back', async () => {
    const page = await freshPage(browser);
    await page.goto(`${server.baseUrl}/account/verify-email?token=not-a-token`);
    await page
      .getByRole('alert')
      .getByText(/This verification link is not valid/)
      .waitFor();
    await page.getByRole('link', { name: 'Go to your account' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('is reached from the mobile menu and fits a phone; signed out it asks for a login', async () => {
    const page = await freshPage(browser, PHONE);
    await signUp(page, server.baseUrl, 'phone_owner');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${server.baseUrl}/account`);
    await emailSection(page).getByRole('button', { name: 'Add email' }).waitFor();
    await notificationsSection(page).getByRole('switch').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'account-phone');
    await page.close();

    const signedOut = await freshPage(browser, PHONE);
    await signedOut.goto(`${server.baseUrl}/account`);
    await signedOut.getByText('Please log in to manage your account.').waitFor();
    await signedOut.close();
  });
});
