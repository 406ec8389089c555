import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoHorizontalOverflow, freshPage, logIn, signUp, submitLogIn } from './support/ui';

const ADMIN = { username: 'chief', password: 'chief-password' };
const { server, browser } = useAppAndBrowser({
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const PHONE = { width: 390, height: 844 };

const nav = (page: Page) => page.getByRole('banner');
const section = (page: Page) => page.getByRole('region', { name: 'Two-factor authentication' });

/** The authenticator app's code, `steps` 30-second steps from now (each code works once). */
function totp(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function logOut(page: Page): Promise<void> {
  await nav(page).getByRole('button', { name: 'Logout' }).click();
  await page.getByText('You have been successfully logged out.').waitFor();
}

async function passwordStep(page: Page, username: string): Promise<void> {
  await submitLogIn(page, server.baseUrl, username, 'secret123');
  await page.getByText('Enter the 6-digit code from your authenticator app, or a recovery code').waitFor();
  expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(401);
}

describe('two-factor authentication', () => {
  it('is turned on from /account, then login asks for the code after the password', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUp(page, server.baseUrl, 'tfa_owner');
    await page.goto(`${server.baseUrl}/account`);
    const twoFactor = section(page);
    await twoFactor.getByText('Off', { exact: true }).waitFor();
    await twoFactor.getByRole('button', { name: 'Set up two-factor authentication' }).click();

    await twoFactor.getByRole('img', { name: 'QR code to add this account to your authenticator app' }).waitFor();
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'two-factor-set-up');

    await twoFactor.getByRole('textbox', { name: /^6-digit code/ }).fill('12');
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByText('Enter the 6-digit code from your authenticator app').waitFor();

    await twoFactor.getByRole('textbox', { name: /^6-digit code/ }).fill(totp(secret));
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    const codes = twoFactor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const done = twoFactor.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await twoFactor.getByRole('button', { name: 'Download codes' }).waitFor();
    await twoFactor.getByRole('checkbox', { name: 'I saved my recovery codes' }).check();
    await done.click();
    await twoFactor.getByText('On', { exact: true }).waitFor();
    await twoFactor.getByText('10 recovery codes left.').waitFor();
    expect(await twoFactor.getByText(recoveryCodes[0]).count()).toBe(0);

    await logOut(page);
    await passwordStep(page, 'tfa_owner');
    await screenshot(page, 'two-factor-login-code-step');
    await page.getByRole('textbox', { name: /^Authentication code/ }).fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(`${server.baseUrl}/`);
    await nav(page).getByText('tfa_owner').waitFor();

    // A recovery code signs in once; the same code a second time is refused.
    await logOut(page);
    await passwordStep(page, 'tfa_owner');
    await page.getByRole('textbox', { name: /^Authentication code/ }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.goto(`${server.baseUrl}/account`);
    await section(page).getByText('9 recovery codes left.').waitFor();

    await logOut(page);
    await passwordStep(page, 'tfa_owner');
    await page.getByRole('textbox', { name: /^Authentication code/ }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Invalid two-factor code').first().waitFor();
    expect((await page.request.get(`${server.baseUrl}/api/auth/user`)).status()).toBe(401);
    await page.getByRole('button', { name: 'Back to password' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.close();
  });

  it('fits a phone at the code step', async () => {
    const page = await freshPage(browser, PHONE);
    await signUp(page, server.baseUrl, 'tfa_phone');
    const enrolment = await page.request.post(`${server.baseUrl}/api/account/two-factor/setup`);
    const { secret } = (await enrolment.json()).data;
    expect(
      (
        await page.request.post(`${server.baseUrl}/api/account/two-factor/enable`, { data: { code: totp(secret) } })
      ).status(),
    ).toBe(200);
    await page.context().clearCookies();
    await passwordStep(page, 'tfa_phone');
    await expectNoHorizontalOverflow(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  });

  it('warns an admin without two-factor authentication on /admin, with a link to the account page', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await logIn(page, server.baseUrl, ADMIN.username, ADMIN.password);
    await page.goto(`${server.baseUrl}/admin`);
    const warning = page.getByRole('alert').filter({ hasText: 'Protect your admin account' });
    await warning.waitFor();
    await page.getByRole('tab', { name: 'Partners' }).waitFor();
    await warning.getByRole('link', { name: 'Set up two-factor authentication' }).click();
    await page.waitForURL(`${server.baseUrl}/account`);
    await section(page).getByRole('button', { name: 'Set up two-factor authentication' }).waitFor();
    await page.close();
  });
});
