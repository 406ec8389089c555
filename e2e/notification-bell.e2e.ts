import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ApiSession, signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';

const ADMIN = { username: 'chief', password: 'chief-password' };
const ADMIN_EMAIL = 'moderators@example.com';
const PROJECT = 'Comet Ledger';
const NOTES = 'Please add an audit report & a <b>team</b> page.';
const PHONE = { width: 390, height: 844 };
// The bell polls every 15 seconds; two rounds and the job queue's pickup fit in this.
const POLL = { timeout: 45_000, interval: 500 };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL },
});

async function adminSession(): Promise<ApiSession> {
  const admin = new ApiSession(server.baseUrl);
  await admin.send('POST', '/api/auth/login', ADMIN);
  return admin;
}

async function signInBrowser(session: ApiSession): Promise<void> {
  const [host] = server.baseUrl.replace('http://', '').split(':');
  await browser.context.clearCookies();
  await browser.context.addCookies([{ name: 'sid', value: session.cookie('sid')!, domain: host, path: '/' }]);
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe('the notification bell', () => {
  it('shows a decision without a reload, opens its page and counts it read', async () => {
    const owner = await signedUpSession(server.baseUrl, 'comet_owner');
    const submission = await owner.send<{ id: number }>('POST', '/api/project-submissions', {
      projectName: PROJECT,
      category: 'DeFi',
      description: 'A ledger for comet-tail liquidity.',
      website: 'https://comet-ledger.example',
    });

    await signInBrowser(owner);
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/`);
    await expect.poll(() => bellName(page), POLL).toBe('Notifications');

    await bell(page).click();
    await panel(page).getByText("You're all caught up").waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await focusedId(page)).toBe('notifications-button');

    const admin = await adminSession();
    await admin.send('PATCH', `/api/project-submissions/${submission.id}/status`, {
      verificationStatus: 'rejected',
      adminNotes: NOTES,
    });

    await expect.poll(() => bellName(page), POLL).toBe('Notifications, 1 unread');
    expect(await bell(page).getByText('1', { exact: true }).isVisible()).toBe(true);

    await bell(page).click();
    const item = panel(page).getByRole('link', { name: new RegExp(`Your project "${PROJECT}" was rejected`) });
    await item.waitFor();
    await panel(page).getByText(NOTES, { exact: false }).waitFor();
    await panel(page).getByRole('button', { name: 'Mark all as read' }).waitFor();
    await panel(page)
      .getByRole('button', { name: /^Mark as read/ })
      .waitFor();
    await screenshot(page, 'notification-panel');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Tab reaches the item from the panel's heading row.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/submit-project');

    await item.click();
    await page.waitForURL(`${server.baseUrl}/submit-project`);
    await panel(page).waitFor({ state: 'hidden' });
    await expect.poll(() => bellName(page), POLL).toBe('Notifications');
    const [stored] = await server.query<{ read_at: Date | null }>(
      `SELECT n.read_at FROM notifications n JOIN users u ON u.id = n.user_id WHERE u.username = 'comet_owner'`,
    );
    expect(stored.read_at).not.toBeNull();
    await page.close();
  }, 120_000);

  it('is in the phone top bar, with the panel within the screen and older pages on demand', async () => {
    const builder = await signedUpSession(server.baseUrl, 'busy_builder');
    for (let index = 1; index <= 21; index += 1) {
      await builder.send('POST', '/api/project-submissions', {
        projectName: `Busy Project ${index}`,
        category: 'Other',
        description: 'One of many.',
        website: `https://busy-${index}.example`,
      });
    }
    const admin = await adminSession();
    await expect
      .poll(async () => (await admin.send<{ count: number }>('GET', '/api/notifications/unread-count')).count, POLL)
      .toBeGreaterThanOrEqual(22);

    await signInBrowser(admin);
    const page = await browser.newPage(PHONE);
    await page.goto(`${server.baseUrl}/`);
    await expect.poll(() => bellName(page), POLL).toMatch(/^Notifications, \d+ unread$/);
    await bell(page).click();
    await panel(page).getByRole('heading', { name: 'Notifications' }).waitFor();
    const items = panel(page).getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(20);
    await panel(page).getByText('New project submission: Busy Project 21').waitFor();
    await panel(page).getByRole('button', { name: 'Load more' }).click();
    await panel(page)
      .getByText(/Busy Project 1$/)
      .waitFor();
    expect(await items.count()).toBeGreaterThanOrEqual(22);
    const box = await panel(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(Math.round(box!.x + box!.width)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'notification-panel-phone');

    await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    await expect.poll(() => bellName(page)).toBe('Notifications');
    await page.close();
  }, 120_000);

  it('lists the mail sent to the admins in the Outbox tab, HTML in a sandbox', async () => {
    const builder = await signedUpSession(server.baseUrl, 'nebula_builder');
    await builder.send('POST', '/api/project-submissions', {
      projectName: 'Nebula Swap',
      category: 'DeFi',
      description: 'Swaps across nebulae.',
      website: 'https://nebula-swap.example',
    });
    const subject = 'New project submission: Nebula Swap';

    await signInBrowser(await adminSession());
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/admin#outbox`);
    const outbox = page.getByRole('tabpanel', { name: 'Outbox' });
    await outbox.getByText(/SMTP_URL is not set/).waitFor();
    const message = outbox.getByRole('button', { name: subject });
    await expect
      .poll(async () => {
        if (await message.count()) return true;
        await outbox.getByRole('button', { name: 'Refresh' }).click();
        return false;
      }, POLL)
      .toBe(true);
    await expect.poll(() => outbox.getByRole('row').filter({ hasText: ADMIN_EMAIL }).count()).toBeGreaterThan(0);
    await outbox.getByText(/^\d+–\d+ of \d+$/).waitFor();

    await message.first().click();
    const frame = outbox.locator('iframe[title="Rendered message"]');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    await outbox
      .getByLabel('Plain-text message')
      .getByText(/Open: .*\/admin#submissions/)
      .waitFor();
    await page.frameLocator('iframe[title="Rendered message"]').getByRole('heading', { name: subject }).waitFor();
    await screenshot(page, 'admin-outbox');
    await page.close();
  }, 90_000);

  it('tells a rejected partner why, in the panel and on their dashboard', async () => {
    const owner = await signedUpSession(server.baseUrl, 'turned_down');
    const profile = await owner.send<{ id: number }>('POST', '/api/partner/profile', {
      companyName: 'Turned Down Labs',
      website: '',
      description: '',
      referralCode: 'TURNED-DOWN',
    });
    const reason = 'We could not verify the company registration.';
    const admin = await adminSession();
    await admin.send('PATCH', `/api/admin/partners/${profile.id}/approve`, { approved: false, adminNotes: reason });

    await signInBrowser(owner);
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/partner-dashboard`);
    // The dashboard names the rejection's reason code (Other, when the admin gave none) and quotes the note.
    await page.getByText('Reason: Other.').waitFor();
    await page.getByText(reason).first().waitFor();
    await expect.poll(() => bellName(page), POLL).toBe('Notifications, 1 unread');
    await bell(page).click();
    await panel(page)
      .getByText(/Your partner application for Turned Down Labs was rejected/)
      .waitFor();
    await panel(page).getByText(reason, { exact: false }).waitFor();
    await page.close();
  }, 90_000);
});
