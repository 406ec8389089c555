import { describe, expect, it } from 'vitest';
import { useAppAndBrowser } from './support/app-and-browser';
import { seriousAxeViolations } from './support/axe';
import { fillProfileForm, panel, partnerDashboardPages } from './support/partner-dashboard';
import { recordToasts } from './support/toasts';
import { choose, expectNoHorizontalOverflow, field, freshPage, openTab, signUp, snap } from './support/ui';

const { server, browser } = useAppAndBrowser();
const { openDashboard } = partnerDashboardPages(server);

describe('partner dashboard', () => {
  it('keeps what was typed and names the problem when the referral code is taken', async () => {
    const owner = await freshPage(browser);
    await signUp(owner, server.baseUrl, 'taken_code_owner');
    const status = await owner.evaluate(async () => {
      const response = await fetch('/api/partner/profile', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ companyName: 'First Co', website: '', description: '', referralCode: 'TAKEN-CODE' }),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await owner.close();

    const page = await freshPage(browser, { width: 360, height: 780 });
    await signUp(page, server.baseUrl, 'late_partner');
    await openDashboard(page);
    await page.getByRole('button', { name: 'Create Partner Profile' }).click();
    const values = {
      company: 'Second Co',
      website: 'https://second.example',
      description: 'We came second.',
      code: 'TAKEN-CODE',
    };
    await fillProfileForm(page, values);
    const toastsSeen = await recordToasts(page);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    // Spec section 8: no toast; the form itself says what went wrong.
    const form = page.getByRole('form', { name: 'Create partner profile' });
    const alert = form.getByRole('alert');
    await alert
      .getByText('Referral code is already taken')
      .waitFor()
      .catch(async (error: unknown) => {
        await snap(page, 'failure-partner-code-taken');
        throw error;
      });
    await alert.getByText('Failed to create profile', { exact: true }).waitFor();
    expect(await field(page, 'Company Name').inputValue()).toBe(values.company);
    expect(await field(page, 'Website').inputValue()).toBe(values.website);
    expect(await field(page, 'Description').inputValue()).toBe(values.description);
    expect(await field(page, 'Referral Code').inputValue()).toBe(values.code);
    const create = page.getByRole('button', { name: 'Create Profile' });
    expect(await create.isEnabled()).toBe(true);
    // The button was disabled while sending, which drops the focus; it gets it back, so the keyboard carries on from there.
    await expect.poll(() => create.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoHorizontalOverflow(page);
    await snap(page, 'partner-profile-code-taken');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Editing clears the alert; the next attempt succeeds with the only toast of this page.
    await field(page, 'Referral Code').fill('SECOND-CODE');
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Partner profile created!').waitFor();
    expect(await toastsSeen()).toEqual([['Success', 'Partner profile created!']]);
    await page.close();
  });

  it(
    'shows failed referral, campaign and article requests inline, never as a toast',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage(browser);
      await signUp(page, server.baseUrl, 'flaky_partner');
      const status = await page.evaluate(async () => {
        const response = await fetch('/api/partner/profile', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ companyName: 'Flaky Co', website: '', description: '', referralCode: 'FLAKY-CO' }),
        });
        return response.status;
      });
      expect(status).toBe(201);
      await openDashboard(page, '#referrals');
      const referrals = panel(page, 'Referrals');
      await referrals.getByRole('row', { name: /FLAKY-CO/ }).waitFor();
      const toastsSeen = await recordToasts(page);

      // A server failure with an explanation: the fixed text and the server's words.
      const unavailable = { success: false, message: 'Service temporarily unavailable' };
      await page.route('**/api/referrals', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 503, json: unavailable }) : route.continue(),
      );
      await referrals.getByRole('button', { name: 'Generate New Referral Link' }).click();
      const referralAlert = referrals.getByRole('alert');
      await referralAlert.getByText('Failed to create referral', { exact: true }).waitFor();
      await referralAlert.getByText('Service temporarily unavailable').waitFor();
      await page.unroute('**/api/referrals');
      await referrals.getByRole('button', { name: 'Generate New Referral Link' }).click();
      await page.getByText('Referral created!').waitFor();
      expect(await referrals.getByRole('alert').count()).toBe(0);

      // A failure without an explanation: the fixed text alone, and what was typed stays.
      const campaigns = await openTab(page, 'Campaigns');
      await page.route('**/api/campaigns', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.continue(),
      );
      await field(campaigns, 'Name').fill('Launch week');
      await campaigns.getByRole('spinbutton', { name: 'Budget' }).fill('900');
      await campaigns.getByRole('button', { name: 'Create Campaign' }).click();
      const campaignForm = campaigns.getByRole('form', { name: 'Create campaign' });
      await campaignForm.getByRole('alert').waitFor();
      expect((await campaignForm.getByRole('alert').innerText()).trim()).toBe('Failed to create campaign');
      expect(await field(campaigns, 'Name').inputValue()).toBe('Launch week');
      expect(await campaigns.getByRole('spinbutton', { name: 'Budget' }).inputValue()).toBe('900');
      await page.unroute('**/api/campaigns');
      await campaigns.getByRole('button', { name: 'Create Campaign' }).click();
      await page.getByText('Campaign created successfully!').waitFor();

      // A refused status change is said on the campaign's own card.
      const launch = campaigns.getByRole('article', { name: 'Launch week' });
      await page.route('**/api/campaigns/*/status', (route) =>
        route.fulfill({ status: 409, json: { success: false, message: 'Campaign changed elsewhere' } }),
      );
      await launch.getByRole('button', { name: /^Activate/ }).click();
      const launchAlert = launch.getByRole('alert');
      await launchAlert.getByText('Failed to update campaign', { exact: true }).waitFor();
      await launchAlert.getByText('Campaign changed elsewhere').waitFor();
      await launch.getByText('Draft', { exact: true }).waitFor();
      await page.unroute('**/api/campaigns/*/status');

      const articles = await openTab(page, 'Article Submissions');
      await page.route('**/api/article-submissions', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 503, json: unavailable }) : route.continue(),
      );
      await field(articles, 'Title').fill('Offline lessons');
      await choose(page, articles, /^Category/, 'DeFi');
      await field(articles, 'Excerpt').fill('What we learned when the servers went down.');
      await field(articles, 'Content').fill('<p>Retry later.</p>');
      await articles.getByRole('button', { name: 'Submit Article' }).click();
      const articleAlert = articles.getByRole('form', { name: 'Submit article' }).getByRole('alert');
      await articleAlert.getByText('Failed to submit article', { exact: true }).waitFor();
      await articleAlert.getByText('Service temporarily unavailable').waitFor();
      expect(await field(articles, 'Title').inputValue()).toBe('Offline lessons');
      await page.unroute('**/api/article-submissions');

      expect(await toastsSeen()).toEqual([
        ['Success', 'Referral created!'],
        ['Success', 'Campaign created successfully!'],
      ]);
      await page.close();
    },
  );
});
