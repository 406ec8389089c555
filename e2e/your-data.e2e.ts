import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { expectNoHorizontalOverflow, freshPage, signUp, submitLogIn } from './support/ui';

const { server, browser } = useAppAndBrowser();

describe('Your data on the account page', () => {
  it(
    'downloads the account data, then deletes the account after the password and the typed username',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage(browser, { width: 390, height: 844 });
      await signUp(page, server.baseUrl, 'leaving_lena', 'lena-secret');
      await page.goto(`${server.baseUrl}/account`);
      const section = page.getByRole('region', { name: 'Your data' });
      await section.waitFor();
      await expectNoHorizontalOverflow(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('account-leaving_lena.json');
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.account).toMatchObject({ username: 'leaving_lena', role: 'user' });
      await page.getByText('Download started').waitFor();

      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      const confirm = dialog.getByRole('button', { name: 'Delete account' });
      await dialog.getByLabel('Password').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Password').fill('wrong-password');
      await dialog.getByRole('textbox', { name: /^Type leaving_lena to confirm/ }).fill('leaving_len');
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: /^Type leaving_lena to confirm/ }).fill('leaving_lena');
      await confirm.click();
      const refusal = dialog.getByRole('alert').filter({ hasText: 'Password is incorrect' });
      await refusal.waitFor();
      // The refusal takes the focus the disabled button dropped, where a screen reader reads it.
      await expect.poll(() => refusal.evaluate((element) => element === document.activeElement)).toBe(true);
      await screenshot(page, 'your-data-delete-dialog');

      await dialog.getByLabel('Password').fill('lena-secret');
      await confirm.click();
      await page.getByText('Account deleted').first().waitFor();
      await page.waitForURL(`${server.baseUrl}/`);
      expect(await page.evaluate(async () => (await fetch('/api/auth/user')).status)).toBe(401);
      expect(await server.query(`SELECT 1 FROM users WHERE username = 'leaving_lena'`)).toEqual([]);

      await submitLogIn(page, server.baseUrl, 'leaving_lena', 'lena-secret');
      await page.getByText('Invalid username or password').first().waitFor();
    },
  );
});
