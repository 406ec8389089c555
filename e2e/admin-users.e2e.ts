import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, screenshot, type Browser } from './support/browser';
import { expectNoHorizontalOverflow, freshPage, logIn, signUp, submitLogIn } from './support/ui';

const ADMIN = { username: 'keeper', password: 'keeper-password' };
const USER = { username: 'frozen_fiona', password: 'fiona-secret' };

const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
// The user's own browser: a separate profile, so the two sessions never share a cookie.
let userBrowser: Browser;

beforeAll(async () => {
  userBrowser = await launchBrowser();
});

afterAll(async () => {
  await userBrowser?.close();
});

const usersPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Users' });

async function search(page: Page, text: string): Promise<void> {
  const panel = usersPanel(page);
  await panel.getByRole('searchbox', { name: 'Search username, email or wallet' }).fill(text);
}

async function confirmInDialog(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('admin Users tab', () => {
  it(
    'finds a user, disables them (their open page is signed out), enables them and issues a reset link',
    { timeout: 180_000 },
    async () => {
      const userPage = await userBrowser.newPage();
      await signUp(userPage, server.baseUrl, USER.username, USER.password);
      for (let index = 0; index < 3; index += 1) {
        await server.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, 'x', 'user')`, [
          `frozen_other_${index}`,
        ]);
      }
      await userPage.goto(`${server.baseUrl}/account`);
      await userPage.getByRole('region', { name: 'Your data' }).waitFor();

      const page = await freshPage(browser, { width: 1280, height: 900 });
      await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
      await page.goto(`${server.baseUrl}/admin#users`);
      const panel = usersPanel(page);
      await panel.getByRole('table', { name: 'Users' }).waitFor();

      await search(page, 'FROZEN');
      await page.waitForURL(/\/admin\?users\.q=FROZEN#users$/);
      await panel.getByText('1–4 of 4').waitFor();
      await search(page, 'fiona');
      await panel.getByText('1–1 of 1').waitFor();
      const row = panel.getByRole('row', { name: new RegExp(USER.username) });
      await row.getByText('Active').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'admin-users-search');

      // The filters live in the address: a reload shows the same search.
      await page.reload();
      await usersPanel(page).getByText('1–1 of 1').waitFor();
      expect(
        await usersPanel(page).getByRole('searchbox', { name: 'Search username, email or wallet' }).inputValue(),
      ).toBe('fiona');

      await usersPanel(page)
        .getByRole('button', { name: `Disable ${USER.username}` })
        .click();
      await confirmInDialog(page, `Disable ${USER.username}?`, 'Disable account');
      await page.getByText(`${USER.username} is signed out and cannot log in.`).waitFor();
      await usersPanel(page)
        .getByRole('row', { name: new RegExp(USER.username) })
        .getByText('Disabled')
        .waitFor();

      // The user's page still shows the account until its next request, which finds no session.
      await userPage.getByRole('button', { name: 'Download my data' }).click();
      await userPage.getByRole('heading', { name: 'Authentication Required' }).waitFor();
      await screenshot(userPage, 'admin-users-disabled-user-signed-out');
      await submitLogIn(userPage, server.baseUrl, USER.username, USER.password);
      await userPage.getByText('This account is disabled').first().waitFor();

      await usersPanel(page)
        .getByRole('button', { name: `Enable ${USER.username}` })
        .click();
      await confirmInDialog(page, `Enable ${USER.username}?`, 'Enable account');
      await page.getByText(`${USER.username} can log in again.`).waitFor();
      await usersPanel(page)
        .getByRole('row', { name: new RegExp(USER.username) })
        .getByText('Active')
        .waitFor();
      await logIn(userPage, server.baseUrl, USER.username, USER.password);

      await usersPanel(page)
        .getByRole('button', { name: `Reset link for ${USER.username}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Password-reset link for ${USER.username}` });
      await dialog.getByText('This link is shown only now.', { exact: false }).waitFor();
      const link = await dialog.getByRole('textbox', { name: 'Reset link' }).inputValue();
      const token = new URL(link).searchParams.get('token')!;
      expect(new URL(link).pathname).toBe('/reset-password');
      await dialog.getByRole('button', { name: 'Copy link' }).waitFor();
      await screenshot(page, 'admin-users-reset-link');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const stored = await server.query<{ token_hash: string }>(
        `SELECT token_hash FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = $1 AND t.purpose = 'password-reset'`,
        [USER.username],
      );
      expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

      await page.getByRole('tab', { name: 'Audit Log', exact: true }).click();
      const audit = page.getByRole('tabpanel', { name: 'Audit Log' });
      for (const action of ['Disabled account', 'Enabled account', 'Issued password-reset link'])
        await audit.getByText(action).first().waitFor();
    },
  );

  it('revokes an approved partner from their row, with a required reason', { timeout: 120_000 }, async () => {
    const partnerPage = await freshPage(browser);
    await signUp(partnerPage, server.baseUrl, 'revoked_rita', 'rita-secret');
    await partnerPage.close();
    const [{ id }] = await server.query<{ id: number }>(`SELECT id FROM users WHERE username = 'revoked_rita'`);
    await server.query(
      `INSERT INTO partner_profiles (user_id, company_name, website, description, referral_code, status, decided_at)
       VALUES ($1, 'Rita Labs', 'https://rita.example', 'Partner', 'RITA1', 'approved', now())`,
      [id],
    );
    await server.query(`UPDATE users SET role = 'partner' WHERE id = $1`, [id]);

    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?users.q=rita#users`);
    const row = usersPanel(page).getByRole('row', { name: /revoked_rita/ });
    await row.getByText('Partner', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Revoke partner revoked_rita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke partner?' });
    await dialog.getByRole('button', { name: 'Revoke partner' }).click();
    // The reason is required: nothing is sent without it.
    await dialog.getByText('A reason is required').waitFor();
    await dialog.getByRole('textbox').fill('Broke the program rules');
    await dialog.getByRole('button', { name: 'Revoke partner' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('The partner is revoked.').waitFor();
    await row.getByText('User', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Revoke partner revoked_rita' }).count()).toBe(0);
    const [profile] = await server.query<{ status: string }>(`SELECT status FROM partner_profiles WHERE user_id = $1`, [
      id,
    ]);
    expect(profile.status).toBe('revoked');
  });

  it('shows who has two-factor sign-in on and filters by it', { timeout: 120_000 }, async () => {
    for (const username of ['tfa_gina', 'tfa_gus', 'tfa_olaf']) {
      await server.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, 'x', 'user')`, [username]);
    }
    await server.query(
      `INSERT INTO user_two_factor (user_id, secret, enabled_at) SELECT id, 'sealed', now() FROM users WHERE username IN ('tfa_gina', 'tfa_gus')`,
    );

    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?users.q=tfa_#users`);
    const panel = usersPanel(page);
    await panel.getByRole('table', { name: 'Users' }).waitFor();
    // The Two-factor column: each row's cell under its header.
    const headers = await panel.getByRole('columnheader').allInnerTexts();
    const column = headers.indexOf('Two-factor');
    expect(column).toBeGreaterThan(-1);
    const twoFactorOf = (username: string) =>
      panel
        .getByRole('row', { name: new RegExp(username) })
        .getByRole('cell')
        .nth(column)
        .innerText();
    await expect.poll(() => twoFactorOf('tfa_olaf')).toBe('Off');
    expect(await twoFactorOf('tfa_gina')).toBe('On');
    expect(await twoFactorOf('tfa_gus')).toBe('On');

    // The filter, by keyboard: it lands in the address, and the pages count only the accounts with it on.
    const filter = panel.getByRole('combobox', { name: 'Two-factor' });
    await filter.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Two-factor on' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/users\.twoFactor=on/);
    await panel.getByText('1–2 of 2').waitFor();
    expect(await panel.getByRole('row', { name: /tfa_olaf/ }).count()).toBe(0);
    await panel.getByRole('row', { name: /tfa_gus/ }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-users-two-factor');

    await page.goto(`${server.baseUrl}/admin?users.q=tfa_&users.twoFactor=off#users`);
    await usersPanel(page)
      .getByRole('row', { name: /tfa_olaf/ })
      .waitFor();
    expect(await usersPanel(page).getByRole('row', { name: /tfa_g/ }).count()).toBe(0);
    await page.close();
  });

  it('fits a phone and explains an empty search', async () => {
    const page = await freshPage(browser, { width: 390, height: 844 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin?users.q=nobody-has-this-name#users`);
    await usersPanel(page).getByText('No users match these filters').waitFor();
    await expectNoHorizontalOverflow(page);
    await page.goto(`${server.baseUrl}/admin?users.role=admin#users`);
    await usersPanel(page).getByText(ADMIN.username, { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-users-phone');
  });
});
