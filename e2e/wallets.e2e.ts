import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { installTestWallet } from './support/test-wallet';
import { expectNoHorizontalOverflow, freshPage, snap } from './support/ui';

const { server, browser } = useAppAndBrowser();

const nav = (page: Page) => page.getByRole('banner');
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** A browser wallet (EIP-6963) on Ethereum whose account lives in Node (`wallet.use` switches it). */
const installWallet = (page: Page, account: PrivateKeyAccount) => installTestWallet(page, { account, chainId: 1 });

describe('wallets', () => {
  it(
    'signs up with a wallet, signs in with it again, links a second wallet, sets a password and, as a partner, makes that wallet the payout address',
    { timeout: 120_000 },
    async () => {
      const first = privateKeyToAccount(generatePrivateKey());
      const second = privateKeyToAccount(generatePrivateKey());
      const page = await freshPage(browser);
      const wallet = await installWallet(page, first);

      // Sign up: the wallet signs, then chooses a username.
      await page.goto(`${server.baseUrl}/signup`);
      await page.getByRole('button', { name: 'Continue with wallet' }).click();
      await page.getByText('Choose a username for the account of your wallet').waitFor();
      await page.getByText(short(first.address)).waitFor();
      await page.getByLabel('Username').fill('wallet_pioneer');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created!').waitFor();
      await page.waitForURL(`${server.baseUrl}/`);
      await nav(page).getByText('wallet_pioneer').waitFor();
      expect(wallet.messages).toHaveLength(1);
      expect(wallet.messages[0]).toContain(
        `${new URL(server.baseUrl).host} wants you to sign in with your Ethereum account:`,
      );
      expect(wallet.messages[0]).toContain(first.address);

      await nav(page).getByRole('button', { name: 'Logout' }).click();
      await page.getByText('You have been successfully logged out.').waitFor();

      // Sign in with the same wallet.
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('button', { name: 'Continue with wallet' }).click();
      await page.getByText('Welcome back!').waitFor();
      await page.waitForURL(`${server.baseUrl}/`);
      await nav(page).getByText('wallet_pioneer').waitFor();

      // Link a second wallet on the account page.
      await page.goto(`${server.baseUrl}/account`);
      const section = page.getByRole('region', { name: 'Wallets' });
      const list = section.getByRole('list', { name: 'Wallets' });
      await list.getByText(short(first.address)).waitFor();
      wallet.use(second);
      await section.getByRole('button', { name: 'Link a wallet' }).click();
      await page.getByText('Wallet linked').waitFor();
      await list.getByText(short(second.address)).waitFor();
      const rows = list.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain(short(first.address));
      expect(await rows.nth(1).textContent()).toContain(short(second.address));
      expect(await rows.nth(0).textContent()).toContain('Ethereum');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // On a phone the section fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page);
      await snap(page, 'account-wallets-phone');

      // The account has no password yet: it sets its first one, without a current one.
      const password = page.getByRole('region', { name: 'Password' });
      const setForm = password.getByRole('form', { name: 'Set a password' });
      await setForm.getByLabel(/^New password/).waitFor();
      await password.getByText(/signs in with its wallets until you set one/).waitFor();
      expect(await setForm.getByLabel(/^Current password/).count()).toBe(0);
      await setForm.getByLabel(/^New password/).fill('pioneer-pass-1');
      await setForm.getByLabel(/^Confirm new password/).fill('pioneer-pass-1');
      await setForm.getByRole('button', { name: 'Set a password' }).click();
      await page.getByText('Password set').waitFor();
      await password
        .getByRole('form', { name: 'Change password' })
        .getByLabel(/^Current password/)
        .waitFor();

      // Approved as a partner, it makes its second wallet the payout address: the change waits.
      const profile = await page.request.post(`${server.baseUrl}/api/partner/profile`, {
        data: { companyName: 'Pioneer Labs', referralCode: 'PIONEER26' },
      });
      expect(profile.status()).toBe(201);
      await server.query(
        `UPDATE partner_profiles SET status = 'approved', decided_at = now() WHERE referral_code = 'PIONEER26'`,
      );
      await server.query(`UPDATE users SET role = 'partner' WHERE username = 'wallet_pioneer'`);
      await page.goto(`${server.baseUrl}/partner-dashboard#payout-address`);
      const payout = page.getByRole('tabpanel', { name: 'Payout address' });
      await payout.getByText('No payout address yet').waitFor();
      const changeForm = payout.getByRole('form', { name: 'Change payout address' });
      await changeForm.getByRole('combobox', { name: /^Wallet/ }).click();
      await page.getByRole('option', { name: new RegExp(short(second.address)) }).click();
      await changeForm.getByRole('combobox', { name: /^Chain/ }).click();
      await page.getByRole('option', { name: 'Base' }).click();
      await changeForm.getByLabel(/^Password/).fill('pioneer-pass-1');
      await changeForm.getByRole('button', { name: 'Request change' }).click();
      await page.getByText('Payout address change requested').waitFor();
      const pending = payout.getByRole('region', { name: 'Pending change' });
      await pending.getByText(/^Effective on /).waitFor();
      expect(await pending.textContent()).toContain(short(second.address));
      expect(await pending.textContent()).toContain('Base');
      const history = payout.getByRole('list', { name: 'Payout address history' }).getByRole('listitem');
      await expect.poll(() => history.count()).toBe(1);
      expect(await history.nth(0).textContent()).toContain('Pending');
      expect(await payout.getByText('No payout address yet').isVisible()).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectNoHorizontalOverflow(page);
      await snap(page, 'partner-payout-address-phone');
      await page.close();
    },
  );
});
