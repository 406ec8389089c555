import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signedUpSession } from './support/api-session';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot } from './support/browser';
import { PHONE } from './support/dashboards';
import { expectNoHorizontalOverflow, freshPage, logIn, signUp } from './support/ui';

const ADMIN = { username: 'reviewer', password: 'reviewer-password' };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});

const conversionsPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Conversions' });

/** Follows the link in headless Chromium (which says HeadlessChrome) and signs up: the automation check flags it. */
async function scriptedSignup(link: string, username: string): Promise<void> {
  const visitor = await launchBrowser();
  try {
    const page = await visitor.newPage();
    await page.goto(link);
    await page.waitForURL((url) => !url.pathname.startsWith('/r/'));
    await signUp(page, server.baseUrl, username);
  } finally {
    await visitor.close();
  }
}

async function conversionsOf(code: string) {
  const [row] = await server.query<{ conversions: number; flagged: number; voided: number }>(
    `SELECT referrals.conversions, COALESCE(sum(stats.flagged_conversions), 0)::int AS flagged, COALESCE(sum(stats.voided_conversions), 0)::int AS voided
     FROM referrals LEFT JOIN referral_daily_stats stats ON stats.referral_id = referrals.id WHERE referrals.code = $1 GROUP BY referrals.id`,
    [code],
  );
  return row;
}

describe('admin referral review', () => {
  it(
    'shows the flagged queue with its flags explained, voids one with a note and confirms another',
    { timeout: 180_000 },
    async () => {
      const partner = await signedUpSession(server.baseUrl, 'vega_partner');
      await partner.send('POST', '/api/partner/profile', { companyName: 'Vega Exchange', referralCode: 'VEGA2026' });
      await scriptedSignup(`${server.baseUrl}/r/VEGA2026`, 'bot_signup_one');
      await scriptedSignup(`${server.baseUrl}/r/VEGA2026`, 'bot_signup_two');
      expect(await conversionsOf('VEGA2026')).toEqual({ conversions: 0, flagged: 2, voided: 0 });

      const page = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${server.baseUrl}/admin#conversions`);
      const panel = conversionsPanel(page);
      const table = panel.getByRole('table', { name: 'Referral conversions' });
      await table.waitFor();
      await panel.getByText('1–2 of 2').waitFor();
      const first = table.getByRole('row', { name: /bot_signup_one/ });
      await first.getByText('Automation', { exact: true }).waitFor();
      await first.getByText('Signed up with a headless browser or an HTTP library, not a person’s browser.').waitFor();
      await first.getByText('VEGA2026').waitFor();
      await first.getByText('Vega Exchange').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-referral-review-queue');

      // Void by keyboard: the note is required.
      await first.getByRole('button', { name: 'Void bot_signup_one…' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Void the signup of bot_signup_one?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Void conversion' }).click();
      await dialog.getByText('A note is required to void a conversion.').waitFor();
      await dialog.getByRole('textbox', { name: /^Note/ }).fill('Scripted signup from a headless browser');
      await dialog.getByRole('button', { name: 'Void conversion' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('bot_signup_one will not count for VEGA2026.').waitFor();
      await panel.getByText('1–1 of 1').waitFor();

      await table
        .getByRole('row', { name: /bot_signup_two/ })
        .getByRole('button', { name: 'Confirm bot_signup_two' })
        .click();
      await page.getByText('bot_signup_two now counts for VEGA2026.').waitFor();
      await panel.getByText('No flagged conversions to review').waitFor();
      expect(await conversionsOf('VEGA2026')).toEqual({ conversions: 1, flagged: 0, voided: 1 });

      // The decided ones are a filter away, with the note.
      await panel.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Voided' }).click();
      await table
        .getByRole('row', { name: /bot_signup_one/ })
        .getByText(/Scripted signup from a headless browser/)
        .waitFor();
      await screenshot(page, 'admin-referral-review-voided');

      // On a phone the rows become cards and nothing overflows.
      await page.setViewportSize(PHONE);
      await panel.getByRole('list', { name: 'Referral conversions' }).waitFor();
      await expectNoHorizontalOverflow(page);
      await screenshot(page, 'admin-referral-review-phone');
    },
  );
});
