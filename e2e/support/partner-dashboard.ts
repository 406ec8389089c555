import type { Page } from 'playwright-core';
import type { AppServer } from './app-server';
import { field } from './ui';

/** Page helpers shared by the partner dashboard's browser tests. */
export function partnerDashboardPages(server: AppServer) {
  return {
    async openDashboard(page: Page, hash = ''): Promise<void> {
      await page.goto(`${server.baseUrl}/partner-dashboard${hash}`);
    },
  };
}

export const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

export async function fillProfileForm(
  page: Page,
  values: { company: string; website: string; description: string; code: string },
) {
  await field(page, 'Company Name').fill(values.company);
  await field(page, 'Website').fill(values.website);
  await field(page, 'Description').fill(values.description);
  await field(page, 'Referral Code').fill(values.code);
}
