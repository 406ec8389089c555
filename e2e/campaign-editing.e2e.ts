import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/app-and-browser';
import { partnerDashboardPages } from './support/partner-dashboard';
import { expectNoHorizontalOverflow, field, freshPage, openTab, signUp, snap } from './support/ui';

const { server, browser } = useAppAndBrowser();
const { openDashboard } = partnerDashboardPages(server);

async function api(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const response = await page.request.fetch(`${server.baseUrl}${path}`, { method, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { id: number } }).data;
}

describe('campaign editing', () => {
  it(
    'edits a draft in a prefilled dialog, deletes it after confirming, and offers no delete for an active one',
    { timeout: 120_000 },
    async () => {
      const page = await freshPage(browser, { width: 390, height: 844 });
      await signUp(page, server.baseUrl, 'camp_editor');
      await api(page, 'POST', '/api/partner/profile', { companyName: 'Camp Labs', referralCode: 'CAMP2026' });
      await api(page, 'POST', '/api/campaigns', {
        name: 'Spring drive',
        budget: 5000,
        startDate: '2026-03-01',
        targetMetrics: '100 signups',
      });
      const live = await api(page, 'POST', '/api/campaigns', { name: 'Live drive', budget: 100 });
      await api(page, 'PATCH', `/api/campaigns/${live.id}/status`, { status: 'active' });

      await openDashboard(page);
      const campaigns = await openTab(page, 'Campaigns');
      await campaigns.getByRole('heading', { name: 'Spring drive' }).waitFor();
      await campaigns.getByRole('button', { name: 'Edit Live drive' }).waitFor();
      expect(await campaigns.getByRole('button', { name: 'Delete draft Live drive' }).count()).toBe(0);

      await campaigns.getByRole('button', { name: 'Edit Spring drive' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Spring drive' });
      await dialog.waitFor();
      expect(await field(dialog, 'Name').inputValue()).toBe('Spring drive');
      expect(await dialog.getByRole('spinbutton', { name: 'Budget' }).inputValue()).toBe('5000');
      expect(await dialog.getByLabel('Start Date').inputValue()).toBe('2026-03-01');
      await expectNoHorizontalOverflow(page);
      await snap(page, 'campaign-edit-dialog');

      await dialog.getByLabel('End Date').fill('2026-02-01');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('End date must not be before the start date').waitFor();

      await dialog.getByLabel('End Date').fill('2026-05-31');
      await field(dialog, 'Name').fill('Summer drive');
      await dialog.getByRole('spinbutton', { name: 'Budget' }).fill('9000');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Campaign updated.').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const card = campaigns.getByRole('article', { name: 'Summer drive' });
      await card.getByText('$9,000').waitFor();
      await card.getByText(/2026/).first().waitFor();
      expect(await campaigns.getByRole('heading', { name: 'Spring drive' }).count()).toBe(0);

      await campaigns.getByRole('button', { name: 'Delete draft Summer drive' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Summer drive?' });
      await confirm.getByRole('button', { name: 'Keep it' }).click();
      await confirm.waitFor({ state: 'detached' });
      await campaigns.getByRole('heading', { name: 'Summer drive' }).waitFor();

      await campaigns.getByRole('button', { name: 'Delete draft Summer drive' }).click();
      await page
        .getByRole('dialog', { name: 'Delete Summer drive?' })
        .getByRole('button', { name: 'Delete draft' })
        .click();
      await page.getByText('Draft campaign deleted.').waitFor();
      await campaigns.getByRole('heading', { name: 'Summer drive' }).waitFor({ state: 'detached' });
      await campaigns.getByRole('heading', { name: 'Live drive' }).waitFor();
      await page.close();
    },
  );
});
