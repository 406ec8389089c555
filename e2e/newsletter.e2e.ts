import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { landingPages } from './support/landing';
import { freshPage, logIn } from './support/ui';

const ADMIN = { username: 'letters', password: 'letters-password' };
const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const { openLanding } = landingPages(server, browser);
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

/** The link to a page of this site in a mail, opened on the test server (mail links use PUBLIC_URL). */
function pageLink(text: string, page: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^\\s/]+(/newsletter/${page}\\?token=[A-Za-z0-9_.-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return `${server.baseUrl}${match[1]}`;
}

const statusOf = async (email: string) =>
  (await server.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE email = $1', [email]))[0]
    ?.status;

describe('newsletter double opt-in', () => {
  it('subscribes on the landing page, confirms from the mail, and unsubscribes only on the button', async () => {
    const email = 'opt-in@example.com';
    const landing = await openLanding();
    const form = landing.getByRole('form', { name: 'Subscribe to our newsletter' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await landing.getByText('Subscribed!').waitFor();
    await landing.close();
    expect(await statusOf(email)).toBe('pending');

    const [confirmation] = await mailsTo(email, 1);
    const confirmPage = await browser.newPage();
    await confirmPage.goto(pageLink(confirmation, 'confirm'));
    await confirmPage.getByText('Your subscription is confirmed.').waitFor();
    await confirmPage.getByText('Subscription confirmed', { exact: true }).waitFor();
    expect(await statusOf(email)).toBe('active');
    expect(await seriousAxeViolations(confirmPage)).toEqual([]);
    await screenshot(confirmPage, 'newsletter-confirmed');
    // The same link a second time: used up, with a way to subscribe again.
    await confirmPage.reload();
    await confirmPage
      .getByRole('alert')
      .getByText(/invalid or has already been used/)
      .waitFor();
    await confirmPage.getByRole('link', { name: 'Subscribe again' }).waitFor();
    await confirmPage.close();

    const [, welcome] = await mailsTo(email, 2);
    const unsubscribePage = await browser.newPage(PHONE);
    await unsubscribePage.goto(pageLink(welcome, 'unsubscribe'));
    const button = unsubscribePage.getByRole('button', { name: 'Unsubscribe' });
    await button.waitFor();
    expect(await statusOf(email)).toBe('active');
    await screenshot(unsubscribePage, 'newsletter-unsubscribe-phone');
    await button.focus();
    await unsubscribePage.keyboard.press('Enter');
    await unsubscribePage.getByText('You are unsubscribed. You will no longer receive our newsletter.').waitFor();
    expect(await statusOf(email)).toBe('unsubscribed');
    expect(await seriousAxeViolations(unsubscribePage)).toEqual([]);
    await unsubscribePage.close();

    const admin = await freshPage(browser);
    await logIn(admin, server.baseUrl, ADMIN.username, ADMIN.password);
    await admin.goto(`${server.baseUrl}/admin#inbox`);
    const subscribers = admin.getByRole('table', { name: /subscribers/i });
    await subscribers.getByRole('columnheader', { name: 'Status' }).waitFor();
    await subscribers
      .getByRole('row', { name: new RegExp(email) })
      .getByText('Unsubscribed', { exact: true })
      .waitFor();
    await admin.close();
  });

  it('explains a link that does not work', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/newsletter/confirm?token=not-a-token`);
    await page
      .getByRole('alert')
      .getByText(/This confirmation link is invalid/)
      .waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();

    await page.goto(`${server.baseUrl}/newsletter/unsubscribe?token=1.forged`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page
      .getByRole('alert')
      .getByText(/This unsubscribe link is invalid/)
      .waitFor();

    await page.goto(`${server.baseUrl}/newsletter/unsubscribe`);
    await page
      .getByRole('alert')
      .getByText(/This unsubscribe link is incomplete/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await page.close();
  });
});
