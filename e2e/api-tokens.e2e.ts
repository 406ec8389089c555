import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { expectNoHorizontalOverflow, field, freshPage, signUp, snap } from './support/ui';

const { server, browser } = useAppAndBrowser();
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
});

const tokensSection = (page: Page) => page.getByRole('region', { name: 'API tokens' });

/** GET /api/auth/user from the test itself (outside the browser): no cookie, only the token. */
async function whoIs(
  token: string,
): Promise<{ status: number; body: { user: { username: string } | null; message: string } }> {
  const response = await fetch(`${server.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

describe('API tokens on the account page', () => {
  it('creates a token, copies it from the dialog, uses it from a script, and revokes it', async () => {
    const page = await freshPage(browser, { width: 1280, height: 900 });
    await signUp(page, server.baseUrl, 'token_owner');
    await page.goto(`${server.baseUrl}/account`);
    const section = tokensSection(page);
    await section.getByText('You have no API tokens').waitFor();

    await section.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText('Give the token a name').waitFor();
    await field(dialog, 'Name').fill('Nightly report');
    await dialog.getByRole('radio', { name: 'Read & write' }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await shown.getByText('it is shown only once').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await snap(page, 'api-token-created');
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await page.getByText('The token is on your clipboard.').waitFor();
    const token = await page.evaluate(() => navigator.clipboard.readText());
    expect(token).toMatch(/^cbt_[A-Za-z0-9_-]{43}$/);
    expect(await field(shown, 'Your new API token').inputValue()).toBe(token);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });

    const row = section.getByRole('listitem').filter({ hasText: 'Nightly report' });
    await row.getByText('Read & write').waitFor();
    await row.getByText(token.slice(0, 10)).waitFor();
    await row.getByText('Never used').waitFor();
    // The secret is not on the page any more.
    expect(await page.content()).not.toContain(token);

    const read = await whoIs(token);
    expect(read.status).toBe(200);
    expect(read.body.user?.username).toBe('token_owner');
    await page.reload();
    await tokensSection(page)
      .getByRole('listitem')
      .filter({ hasText: 'Nightly report' })
      .getByText(/Last used/)
      .waitFor();

    await tokensSection(page).getByRole('button', { name: 'Revoke Nightly report' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await confirm.getByText('Nightly report stops working at once').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Nightly report no longer works.').waitFor();
    await tokensSection(page).getByText('You have no API tokens').waitFor();

    const refused = await whoIs(token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This API token has been revoked');
    await page.close();
  });

  it('fits a phone screen with a token listed', async () => {
    const page = await freshPage(browser, PHONE);
    await signUp(page, server.baseUrl, 'token_phone');
    await page.goto(`${server.baseUrl}/account`);
    const section = tokensSection(page);
    await section.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await field(dialog, 'Name').fill('A rather long token name for the deployment pipeline');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('dialog', { name: 'Copy your new token' }).getByRole('button', { name: 'Done' }).click();
    await section.getByRole('listitem').filter({ hasText: 'deployment pipeline' }).getByText('Read only').waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await snap(page, 'api-tokens-phone');
    await page.close();
  });
});
